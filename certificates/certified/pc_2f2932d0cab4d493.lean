import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "passive" · pair: 2f2932d0cab4d49340985e171d8c33d37a74e3a6cb8340ca7e64e77d3aad71ac
theorem pc_2f2932d0cab4d493 : (∀ p : Nat, Nat.Prime p → p ≠ 1) ↔ (∀ p : Nat, Nat.Prime p → 1 ≠ p) :=
  by paracert_rules
