import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: 30457d1881375a63cdc63d023f5d34dc1eeaa7bbbdd312dc46ceb482154c1ed0
theorem pc_30457d1881375a63 : (∀ p : Nat, Nat.Prime p → 1 < p) ↔ (∀ (p : Nat), Nat.Prime p → ¬ (p ≤ 1)) :=
  by paracert_rules
