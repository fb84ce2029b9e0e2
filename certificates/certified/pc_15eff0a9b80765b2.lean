import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: passive · pair: 15eff0a9b80765b2a6f8549d3d437423f01f511d5285c7600e4200cfec3ebe9e
theorem pc_15eff0a9b80765b2 : (∀ n : Nat, 0 ∣ n ↔ n = 0) ↔ (∀ n : Nat, 0 ∣ n ↔ n = 0) :=
  by paracert_iff_rfl
