import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "hypothesis_reorder" · pair: cd3e983671822a3b0b27fb7b1cf9a2f873b03eae215a04a8da2cf3a175c04c75
theorem pc_cd3e983671822a3b {R : Type} [Paracert.LinearOrderedField R] : (∀ (a b : R), a ≠ 0 ∧ b ≠ 0 → a * b = a - b → a / b + b / a - a * b = 2) ↔ (∀ (a b : R), a * b = a - b → a ≠ 0 ∧ b ≠ 0 → a / b + b / a - a * b = 2) :=
  by paracert_structural
