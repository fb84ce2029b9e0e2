import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 6ae6d468217f3b16a43dcbcbbe17c16a2396215b2e543e970c312e4e5c4c21a5
theorem pc_6ae6d468217f3b16_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) : (∀ (n : Nat), ¬ Nat.Prime (pcLit0 + pcLit1 * n) → pcLit2 ≤ n) ↔ (∀ (n : Nat), ¬ Nat.Prime (pcLit0 + pcLit1 * n) → ¬ ¬ (pcLit2 ≤ n)) :=
  by paracert_rules
theorem pc_6ae6d468217f3b16 : (∀ (n : Nat), ¬ Nat.Prime (7 + 30 * n) → 6 ≤ n) ↔ (∀ (n : Nat), ¬ Nat.Prime (7 + 30 * n) → ¬ ¬ (6 ≤ n)) :=
  by with_reducible exact pc_6ae6d468217f3b16_schema (7) (30) (6)
