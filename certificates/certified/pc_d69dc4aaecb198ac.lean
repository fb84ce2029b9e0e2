import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: d69dc4aaecb198ac6748ee5e5d9dfe56ae4b192eef543aa061112195ef9a4a74
theorem pc_d69dc4aaecb198ac_schema (pcLit0 : Nat) (pcLit1 : Nat) : (∀ (a b c : Nat), 0 < a ∧ 0 < b ∧ 0 < c → b = a + 1 → c = b + 1 → a * b * c = pcLit0 * (a + b + c) → a ^ 2 + (b ^ 2 + c ^ 2) = pcLit1) ↔ (∀ (a b c : Nat), 0 < a ∧ 0 < b ∧ 0 < c → ¬ ¬ (b = a + 1) → c = b + 1 → a * b * c = pcLit0 * (a + b + c) → a ^ 2 + (b ^ 2 + c ^ 2) = pcLit1) :=
  by paracert_rules
theorem pc_d69dc4aaecb198ac : (∀ (a b c : Nat), 0 < a ∧ 0 < b ∧ 0 < c → b = a + 1 → c = b + 1 → a * b * c = 8 * (a + b + c) → a ^ 2 + (b ^ 2 + c ^ 2) = 77) ↔ (∀ (a b c : Nat), 0 < a ∧ 0 < b ∧ 0 < c → ¬ ¬ (b = a + 1) → c = b + 1 → a * b * c = 8 * (a + b + c) → a ^ 2 + (b ^ 2 + c ^ 2) = 77) :=
  by with_reducible exact pc_d69dc4aaecb198ac_schema (8) (77)
