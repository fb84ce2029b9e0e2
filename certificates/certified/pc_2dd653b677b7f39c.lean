import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: 2dd653b677b7f39c469b1882a8960755de5718b4091344a76b7d114edfb0dbe6
theorem pc_2dd653b677b7f39c_schema (pcLit0 : Nat) (pcLit1 : Nat) : (∀ (a b c : Nat), 0 < a ∧ 0 < b ∧ 0 < c → b = a + 1 → c = b + 1 → a * b * c = pcLit0 * (a + b + c) → a ^ 2 + (b ^ 2 + c ^ 2) = pcLit1) ↔ (∀ (a b c : Nat), 0 < a ∧ 0 < b ∧ 0 < c → a + 1 = b → c = b + 1 → a * b * c = pcLit0 * (a + b + c) → a ^ 2 + (b ^ 2 + c ^ 2) = pcLit1) :=
  by paracert_rules
theorem pc_2dd653b677b7f39c : (∀ (a b c : Nat), 0 < a ∧ 0 < b ∧ 0 < c → b = a + 1 → c = b + 1 → a * b * c = 8 * (a + b + c) → a ^ 2 + (b ^ 2 + c ^ 2) = 77) ↔ (∀ (a b c : Nat), 0 < a ∧ 0 < b ∧ 0 < c → a + 1 = b → c = b + 1 → a * b * c = 8 * (a + b + c) → a ^ 2 + (b ^ 2 + c ^ 2) = 77) :=
  by with_reducible exact pc_2dd653b677b7f39c_schema (8) (77)
