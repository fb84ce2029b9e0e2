import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "contrapositive" · pair: 687e29b6a44f4fb7382f27910b4a41943426ca28df24138c3aedb1dc9c1fcf22
theorem pc_687e29b6a44f4fb7_schema (pcLit0 : Nat) (pcLit1 : Nat) : (∀ (a b c : Nat), 0 < a ∧ 0 < b ∧ 0 < c → b = a + 1 → c = b + 1 → a * b * c = pcLit0 * (a + b + c) → a ^ 2 + (b ^ 2 + c ^ 2) = pcLit1) ↔ (∀ (a b c : Nat), 0 < a ∧ 0 < b ∧ 0 < c → b = a + 1 → c = b + 1 → ¬ (a ^ 2 + (b ^ 2 + c ^ 2) = pcLit1) → ¬ (a * b * c = pcLit0 * (a + b + c))) :=
  by paracert_logic
theorem pc_687e29b6a44f4fb7 : (∀ (a b c : Nat), 0 < a ∧ 0 < b ∧ 0 < c → b = a + 1 → c = b + 1 → a * b * c = 8 * (a + b + c) → a ^ 2 + (b ^ 2 + c ^ 2) = 77) ↔ (∀ (a b c : Nat), 0 < a ∧ 0 < b ∧ 0 < c → b = a + 1 → c = b + 1 → ¬ (a ^ 2 + (b ^ 2 + c ^ 2) = 77) → ¬ (a * b * c = 8 * (a + b + c))) :=
  by with_reducible exact pc_687e29b6a44f4fb7_schema (8) (77)
