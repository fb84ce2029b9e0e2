import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 60b8e20a39dfc1775ecd275e599c960b1029fc9c7f7d5bae4d8902815196ff85
theorem pc_60b8e20a39dfc177 : (∀ p : Nat, Nat.Prime p → p ≠ 1) ↔ (∀ (p : Nat), ¬ ¬ Nat.Prime p → p ≠ 1) :=
  by paracert_rules
