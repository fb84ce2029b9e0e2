import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "hypothesis_reorder" · pair: 07665640ce41e28856ae1363749881614e27decd7027fd3fc9889476a224ebcd
theorem pc_07665640ce41e288_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) (pcLit3 : Nat) (pcLit4 : Nat) : (∀ (a b : Nat), 1 ≤ a ∧ a ≤ pcLit0 ∧ b ≤ pcLit0 → (pcLit1 * a + b) ^ pcLit2 = pcLit3 → a + b = pcLit4) ↔ (∀ (a b : Nat), (pcLit1 * a + b) ^ pcLit2 = pcLit3 → 1 ≤ a ∧ a ≤ pcLit0 ∧ b ≤ pcLit0 → a + b = pcLit4) :=
  by paracert_structural
theorem pc_07665640ce41e288 : (∀ (a b : Nat), 1 ≤ a ∧ a ≤ 9 ∧ b ≤ 9 → (10 * a + b) ^ 3 = 912673 → a + b = 16) ↔ (∀ (a b : Nat), (10 * a + b) ^ 3 = 912673 → 1 ≤ a ∧ a ≤ 9 ∧ b ≤ 9 → a + b = 16) :=
  by with_reducible exact pc_07665640ce41e288_schema (9) (10) (3) (912673) (16)
