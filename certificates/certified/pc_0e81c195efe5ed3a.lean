import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 0e81c195efe5ed3ac7394f6939e5206c894b638abba671eac2a2c42141fd1108
theorem pc_0e81c195efe5ed3a {α : Type} [Paracert.LinearOrderedRing α] (abs : α → α) : (∀ (a b : α), abs (a * b) = abs a * abs b) ↔ (∀ (integer_value offset : α), abs (integer_value * offset) = abs integer_value * abs offset) :=
  by paracert_iff_rfl
