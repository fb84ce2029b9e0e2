import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: d85173bc9985546a7cde078f4c62a40f195beaf92f57b8a3a9868398409c867e
theorem pc_d85173bc9985546a {α : Type} [Paracert.LinearOrderedAddCommGroup α] (abs : α → α) : (∀ {a b : α}, abs a ≤ b ↔ -b ≤ a ∧ a ≤ b) ↔ (¬ ¬ (∀ {a b : α}, abs a ≤ b ↔ -b ≤ a ∧ a ≤ b)) :=
  by paracert_rules
