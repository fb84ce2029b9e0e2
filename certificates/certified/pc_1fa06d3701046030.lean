import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: 1fa06d37010460307b937951ca7c5113eb00149b4b6fab70423bfc7e9121da9d
theorem pc_1fa06d3701046030_schema (pcLit0 : Nat) (pcLit1 : Nat) : (∀ (a b c : Nat), 0 < a ∧ 0 < b ∧ 0 < c → b = a + 1 → c = b + 1 → a * b * c = pcLit0 * (a + b + c) → a ^ 2 + (b ^ 2 + c ^ 2) = pcLit1) ↔ (∀ (b a c : Nat), 0 < a ∧ 0 < b ∧ 0 < c → b = a + 1 → c = b + 1 → a * b * c = pcLit0 * (a + b + c) → a ^ 2 + (b ^ 2 + c ^ 2) = pcLit1) :=
  by paracert_structural
theorem pc_1fa06d3701046030 : (∀ (a b c : Nat), 0 < a ∧ 0 < b ∧ 0 < c → b = a + 1 → c = b + 1 → a * b * c = 8 * (a + b + c) → a ^ 2 + (b ^ 2 + c ^ 2) = 77) ↔ (∀ (b a c : Nat), 0 < a ∧ 0 < b ∧ 0 < c → b = a + 1 → c = b + 1 → a * b * c = 8 * (a + b + c) → a ^ 2 + (b ^ 2 + c ^ 2) = 77) :=
  by with_reducible exact pc_1fa06d3701046030_schema (8) (77)
