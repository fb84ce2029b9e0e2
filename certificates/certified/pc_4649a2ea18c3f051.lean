import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "curry_uncurry" · pair: 4649a2ea18c3f051f7f621d48f85b76289cf888bf6c2bd43ae23d8c9762f8429
theorem pc_4649a2ea18c3f051_schema (pcLit0 : Nat) (pcLit1 : Nat) : (∀ (a b c : Nat), 0 < a ∧ 0 < b ∧ 0 < c → b = a + 1 → c = b + 1 → a * b * c = pcLit0 * (a + b + c) → a ^ 2 + (b ^ 2 + c ^ 2) = pcLit1) ↔ (∀ (a b c : Nat), (0 < a ∧ 0 < b ∧ 0 < c) ∧ b = a + 1 → c = b + 1 → a * b * c = pcLit0 * (a + b + c) → a ^ 2 + (b ^ 2 + c ^ 2) = pcLit1) :=
  by paracert_logic
theorem pc_4649a2ea18c3f051 : (∀ (a b c : Nat), 0 < a ∧ 0 < b ∧ 0 < c → b = a + 1 → c = b + 1 → a * b * c = 8 * (a + b + c) → a ^ 2 + (b ^ 2 + c ^ 2) = 77) ↔ (∀ (a b c : Nat), (0 < a ∧ 0 < b ∧ 0 < c) ∧ b = a + 1 → c = b + 1 → a * b * c = 8 * (a + b + c) → a ^ 2 + (b ^ 2 + c ^ 2) = 77) :=
  by with_reducible exact pc_4649a2ea18c3f051_schema (8) (77)
