import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "contrapositive" · pair: 7d251326ef5f14c407d9f1536a3c9376643133db8fd6b475868f1470c88ce35a
theorem pc_7d251326ef5f14c4_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) : (∀ (m n : Nat), 0 < m ∧ 0 < n → Nat.gcd m n = pcLit0 → Nat.lcm m n = pcLit1 → pcLit2 ≤ m + n) ↔ (∀ (m n : Nat), 0 < m ∧ 0 < n → Nat.gcd m n = pcLit0 → ¬ (pcLit2 ≤ m + n) → ¬ (Nat.lcm m n = pcLit1)) :=
  by paracert_logic
theorem pc_7d251326ef5f14c4 : (∀ (m n : Nat), 0 < m ∧ 0 < n → Nat.gcd m n = 8 → Nat.lcm m n = 112 → 72 ≤ m + n) ↔ (∀ (m n : Nat), 0 < m ∧ 0 < n → Nat.gcd m n = 8 → ¬ (72 ≤ m + n) → ¬ (Nat.lcm m n = 112)) :=
  by with_reducible exact pc_7d251326ef5f14c4_schema (8) (112) (72)
