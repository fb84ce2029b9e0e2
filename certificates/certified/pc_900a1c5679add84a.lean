import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "contrapositive" · pair: 900a1c5679add84a4cd91b6c5a46116fe60011c278dae6f45c4a2d5606ac1d42
theorem pc_900a1c5679add84a_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) : (∀ (m n : Nat), Nat.gcd m n = pcLit0 → Nat.lcm m n = pcLit1 → pcLit2 ≤ m + n) ↔ (∀ (m n : Nat), Nat.gcd m n = pcLit0 → ¬ (pcLit2 ≤ m + n) → ¬ (Nat.lcm m n = pcLit1)) :=
  by paracert_logic
theorem pc_900a1c5679add84a : (∀ (m n : Nat), Nat.gcd m n = 6 → Nat.lcm m n = 126 → 60 ≤ m + n) ↔ (∀ (m n : Nat), Nat.gcd m n = 6 → ¬ (60 ≤ m + n) → ¬ (Nat.lcm m n = 126)) :=
  by with_reducible exact pc_900a1c5679add84a_schema (6) (126) (60)
