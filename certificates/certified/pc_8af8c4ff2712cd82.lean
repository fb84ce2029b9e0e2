import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 8af8c4ff2712cd82bf0f5d17335b11c5ab4323b7958435ccde6a4d5695c14ebe
theorem pc_8af8c4ff2712cd82 : (∀ p : Nat, Nat.Prime p → p ≠ 1) ↔ (∀ (p : Nat), Nat.Prime p → ¬ ¬ (p ≠ 1)) :=
  by paracert_rules
