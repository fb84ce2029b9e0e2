import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: c4d847ff2d082c0335b3b3b84b9bd6a01900b366e782df46b74c1d4bf1a3d0a1
theorem pc_c4d847ff2d082c03_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) : (∀ (m n : Nat), Nat.gcd m n = pcLit0 → Nat.lcm m n = pcLit1 → pcLit2 ≤ m + n) ↔ (∀ (m n : Nat), Nat.gcd m n = pcLit0 → Nat.lcm m n = pcLit1 → m + n ≥ pcLit2) :=
  by paracert_iff_rfl
theorem pc_c4d847ff2d082c03 : (∀ (m n : Nat), Nat.gcd m n = 6 → Nat.lcm m n = 126 → 60 ≤ m + n) ↔ (∀ (m n : Nat), Nat.gcd m n = 6 → Nat.lcm m n = 126 → m + n ≥ 60) :=
  by with_reducible exact pc_c4d847ff2d082c03_schema (6) (126) (60)
