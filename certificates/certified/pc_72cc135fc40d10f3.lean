import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: 72cc135fc40d10f375e65f94168bd1457ce602290e2114b81dd748aa0931f376
theorem pc_72cc135fc40d10f3 : (∀ p : Nat, Nat.Prime p → 2 ≤ p) ↔ (∀ (p : Nat), Nat.Prime p → ¬ (p < 2)) :=
  by paracert_rules
