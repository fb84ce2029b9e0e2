import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: quantifier · pair: d0bebdf05c76fae42c684b12ae66ffee51d96be85fa743bd22cce903bd18baf1
theorem pc_d0bebdf05c76fae4 : (∀ n : Nat, 0 ∣ n ↔ n = 0) ↔ (∀ n : Nat, 0 ∣ n ↔ n = 0) :=
  by paracert_iff_rfl
