import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "curry_uncurry" · pair: 09a0054cd0c78008f37180b7fa44835bbb4a78a403ae57064573aec3d1fab4b5
theorem pc_09a0054cd0c78008_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) : (∀ (m n : Nat), 0 < m ∧ 0 < n → Nat.gcd m n = pcLit0 → Nat.lcm m n = pcLit1 → pcLit2 ≤ m + n) ↔ (∀ (m n : Nat), (0 < m ∧ 0 < n) ∧ Nat.gcd m n = pcLit0 → Nat.lcm m n = pcLit1 → pcLit2 ≤ m + n) :=
  by paracert_logic
theorem pc_09a0054cd0c78008 : (∀ (m n : Nat), 0 < m ∧ 0 < n → Nat.gcd m n = 8 → Nat.lcm m n = 112 → 72 ≤ m + n) ↔ (∀ (m n : Nat), (0 < m ∧ 0 < n) ∧ Nat.gcd m n = 8 → Nat.lcm m n = 112 → 72 ≤ m + n) :=
  by with_reducible exact pc_09a0054cd0c78008_schema (8) (112) (72)
