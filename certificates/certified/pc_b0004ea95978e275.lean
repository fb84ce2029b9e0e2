import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: b0004ea95978e275375fa542f0a47d7570a231808e845e86284c175fbbbd2957
theorem pc_b0004ea95978e275 {R : Type} [Paracert.LinearOrderedField R] (sqrt : R → R) : (∀ (a b c : R), 0 < a ∧ 0 < b ∧ 0 < c → 3 ≤ a * b + b * c + c * a → 3 / sqrt 2 ≤ a / sqrt (a + b) + b / sqrt (b + c) + c / sqrt (c + a)) ↔ (∀ (b a c : R), 0 < a ∧ 0 < b ∧ 0 < c → 3 ≤ a * b + b * c + c * a → 3 / sqrt 2 ≤ a / sqrt (a + b) + b / sqrt (b + c) + c / sqrt (c + a)) :=
  by paracert_structural
