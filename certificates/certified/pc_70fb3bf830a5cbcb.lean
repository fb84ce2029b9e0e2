import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: 70fb3bf830a5cbcb4486d165f0bb0c62a2b163d98b8de0c1ec419f63414081df
theorem pc_70fb3bf830a5cbcb_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) : (∀ (m n : Nat), 0 < m ∧ 0 < n → Nat.gcd m n = pcLit0 → Nat.lcm m n = pcLit1 → pcLit2 ≤ m + n) ↔ (∀ (m n : Nat), 0 < m ∧ 0 < n → Nat.gcd m n = pcLit0 → Nat.lcm m n = pcLit1 → m + n ≥ pcLit2) :=
  by paracert_iff_rfl
theorem pc_70fb3bf830a5cbcb : (∀ (m n : Nat), 0 < m ∧ 0 < n → Nat.gcd m n = 8 → Nat.lcm m n = 112 → 72 ≤ m + n) ↔ (∀ (m n : Nat), 0 < m ∧ 0 < n → Nat.gcd m n = 8 → Nat.lcm m n = 112 → m + n ≥ 72) :=
  by with_reducible exact pc_70fb3bf830a5cbcb_schema (8) (112) (72)
