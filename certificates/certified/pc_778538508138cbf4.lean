import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "contrapositive" · pair: 778538508138cbf42be6f73453d3cc75e55d475d721be6e2dc0b5da45b343bd5
theorem pc_778538508138cbf4_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) : (∀ (n : Nat), ¬ Nat.Prime (pcLit0 + pcLit1 * n) → pcLit2 ≤ n) ↔ (∀ (n : Nat), ¬ (pcLit2 ≤ n) → ¬ ¬ Nat.Prime (pcLit0 + pcLit1 * n)) :=
  by paracert_logic
theorem pc_778538508138cbf4 : (∀ (n : Nat), ¬ Nat.Prime (7 + 30 * n) → 6 ≤ n) ↔ (∀ (n : Nat), ¬ (6 ≤ n) → ¬ ¬ Nat.Prime (7 + 30 * n)) :=
  by with_reducible exact pc_778538508138cbf4_schema (7) (30) (6)
