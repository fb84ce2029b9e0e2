import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: 942224b7106f7c7059ccdccecf3215ff7f344e2dd8377128a514988ffc9288b2
theorem pc_942224b7106f7c70_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) : (∀ (m n : Nat), Nat.gcd m n = pcLit0 → Nat.lcm m n = pcLit1 → pcLit2 ≤ m + n) ↔ (∀ (m n : Nat), pcLit0 = Nat.gcd m n → Nat.lcm m n = pcLit1 → pcLit2 ≤ m + n) :=
  by paracert_rules
theorem pc_942224b7106f7c70 : (∀ (m n : Nat), Nat.gcd m n = 6 → Nat.lcm m n = 126 → 60 ≤ m + n) ↔ (∀ (m n : Nat), 6 = Nat.gcd m n → Nat.lcm m n = 126 → 60 ≤ m + n) :=
  by with_reducible exact pc_942224b7106f7c70_schema (6) (126) (60)
