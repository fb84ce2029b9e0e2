import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "contrapositive" · pair: 68d30cac13e29c836deb3090a18481f5cc395aa4cd9896fd57f926fddf3c0733
theorem pc_68d30cac13e29c83 : (∀ p : Nat, Nat.Prime p → p ≠ 1) ↔ (∀ (p : Nat), ¬ (p ≠ 1) → ¬ Nat.Prime p) :=
  by paracert_logic
