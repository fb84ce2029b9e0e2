import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: b319e6ece07cb71893fc128b46bfa9dff8e66e8c3afd80bc8d1934bce9671f0b
theorem pc_b319e6ece07cb718_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) (pcLit3 : Nat) : (∀ (a b : Nat), 0 < a ∧ 0 < b → a % pcLit0 = 2 → b % pcLit0 = pcLit1 → Nat.gcd a b = pcLit2 → pcLit3 ≤ Nat.lcm a b) ↔ (∀ (a b : Nat), 0 < a ∧ 0 < b → a % pcLit0 = 2 → b % pcLit0 = pcLit1 → Nat.gcd a b = pcLit2 → Nat.lcm a b ≥ pcLit3) :=
  by paracert_iff_rfl
theorem pc_b319e6ece07cb718 : (∀ (a b : Nat), 0 < a ∧ 0 < b → a % 10 = 2 → b % 10 = 4 → Nat.gcd a b = 6 → 108 ≤ Nat.lcm a b) ↔ (∀ (a b : Nat), 0 < a ∧ 0 < b → a % 10 = 2 → b % 10 = 4 → Nat.gcd a b = 6 → Nat.lcm a b ≥ 108) :=
  by with_reducible exact pc_b319e6ece07cb718_schema (10) (4) (6) (108)
