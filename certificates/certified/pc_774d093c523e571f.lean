import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: double_negation · pair: 774d093c523e571fa584c14b03a655aeb118a98317dd3c4820f2b31550d43fb9
theorem pc_774d093c523e571f : (∀ (a b : Nat), 1 ≤ a ∧ a ≤ 9 ∧ b ≤ 9 → (10 * a + b) ^ 3 = 912673 → a + b = 16) ↔ (∀ (a b : Nat), 1 ≤ a ∧ a ≤ 9 ∧ b ≤ 9 → ¬ ¬ ((10 * a + b) ^ 3 = 912673) → a + b = 16) :=
  by paracert_rules
