import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: a79207b50532e60d0016a6b2a2bd52ea6f0d2342aabccc9088248510f36d969a
theorem pc_a79207b50532e60d_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) (pcLit3 : Nat) : (∀ (a b : Nat), 0 < a ∧ 0 < b → a % pcLit0 = 2 → b % pcLit0 = pcLit1 → Nat.gcd a b = pcLit2 → pcLit3 ≤ Nat.lcm a b) ↔ (∀ (count size : Nat), 0 < count ∧ 0 < size → count % pcLit0 = 2 → size % pcLit0 = pcLit1 → Nat.gcd count size = pcLit2 → pcLit3 ≤ Nat.lcm count size) :=
  by paracert_iff_rfl
theorem pc_a79207b50532e60d : (∀ (a b : Nat), 0 < a ∧ 0 < b → a % 10 = 2 → b % 10 = 4 → Nat.gcd a b = 6 → 108 ≤ Nat.lcm a b) ↔ (∀ (count size : Nat), 0 < count ∧ 0 < size → count % 10 = 2 → size % 10 = 4 → Nat.gcd count size = 6 → 108 ≤ Nat.lcm count size) :=
  by with_reducible exact pc_a79207b50532e60d_schema (10) (4) (6) (108)
