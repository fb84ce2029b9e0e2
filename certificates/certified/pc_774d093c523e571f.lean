import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 774d093c523e571fa584c14b03a655aeb118a98317dd3c4820f2b31550d43fb9
theorem pc_774d093c523e571f_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) (pcLit3 : Nat) (pcLit4 : Nat) : (∀ (a b : Nat), 1 ≤ a ∧ a ≤ pcLit0 ∧ b ≤ pcLit0 → (pcLit1 * a + b) ^ pcLit2 = pcLit3 → a + b = pcLit4) ↔ (∀ (a b : Nat), 1 ≤ a ∧ a ≤ pcLit0 ∧ b ≤ pcLit0 → ¬ ¬ ((pcLit1 * a + b) ^ pcLit2 = pcLit3) → a + b = pcLit4) :=
  by paracert_rules
theorem pc_774d093c523e571f : (∀ (a b : Nat), 1 ≤ a ∧ a ≤ 9 ∧ b ≤ 9 → (10 * a + b) ^ 3 = 912673 → a + b = 16) ↔ (∀ (a b : Nat), 1 ≤ a ∧ a ≤ 9 ∧ b ≤ 9 → ¬ ¬ ((10 * a + b) ^ 3 = 912673) → a + b = 16) :=
  by with_reducible exact pc_774d093c523e571f_schema (9) (10) (3) (912673) (16)
