import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 0b14799449f7de4465a8d6eb67e683119a01be389382b1e859879205e4969313
theorem pc_0b14799449f7de44 {R : Type} [Paracert.LinearOrderedField R] (abs : R → R) : (∀ (x : R), abs (x - 1) + abs x + abs (x + 1) = x + 2 → 0 ≤ x ∧ x ≤ 1) ↔ (∀ (integer_value : R), abs (integer_value - 1) + abs integer_value + abs (integer_value + 1) = integer_value + 2 → 0 ≤ integer_value ∧ integer_value ≤ 1) :=
  by paracert_iff_rfl
