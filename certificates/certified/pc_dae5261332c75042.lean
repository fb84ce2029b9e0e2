import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: dae5261332c75042c9c429f35a909de39ca7dec9213a4e37c9d9873dd9d0cde0
theorem pc_dae5261332c75042 : (∀ p : Nat, Nat.Prime p → 1 < p) ↔ (∀ (p : Nat), Nat.Prime p → p > 1) :=
  by paracert_iff_rfl
