import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "de_morgan" · pair: 03b8cdbfe11a55ba8d18ac85084fed5c4bd4bbe60b3d90d95fc161ec6598be9f
theorem pc_03b8cdbfe11a55ba {R : Type} [Paracert.LinearOrderedField R] : (∀ (a b : R), a ≠ 0 ∧ b ≠ 0 → a * b = a - b → a / b + b / a - a * b = 2) ↔ (∀ (a b : R), ¬ (a = 0 ∨ b = 0) → a * b = a - b → a / b + b / a - a * b = 2) :=
  by paracert_logic
