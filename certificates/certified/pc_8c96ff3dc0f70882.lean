import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 8c96ff3dc0f7088236b549db6014ec72ab72ffe0fca751324d3e249fcb60b890
theorem pc_8c96ff3dc0f70882_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) : (∀ (m n : Nat), 0 < m ∧ 0 < n → Nat.gcd m n = pcLit0 → Nat.lcm m n = pcLit1 → pcLit2 ≤ m + n) ↔ (∀ (count size : Nat), 0 < count ∧ 0 < size → Nat.gcd count size = pcLit0 → Nat.lcm count size = pcLit1 → pcLit2 ≤ count + size) :=
  by paracert_iff_rfl
theorem pc_8c96ff3dc0f70882 : (∀ (m n : Nat), 0 < m ∧ 0 < n → Nat.gcd m n = 8 → Nat.lcm m n = 112 → 72 ≤ m + n) ↔ (∀ (count size : Nat), 0 < count ∧ 0 < size → Nat.gcd count size = 8 → Nat.lcm count size = 112 → 72 ≤ count + size) :=
  by with_reducible exact pc_8c96ff3dc0f70882_schema (8) (112) (72)
