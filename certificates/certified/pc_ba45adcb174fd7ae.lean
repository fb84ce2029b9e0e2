import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: passive · pair: ba45adcb174fd7ae6ed2a711b6428c5d2a75f033b962ecbf6d22b0bfd3d8379e
theorem pc_ba45adcb174fd7ae : (∀ n : Nat, n ∣ 0) ↔ (∀ n : Nat, n ∣ 0) :=
  by paracert_iff_rfl
