import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 7e07436de3a36de7a7ea7c263b276818ed28e15ba8c9dc2ab0a786b762350129
theorem pc_7e07436de3a36de7 {R : Type} [Paracert.LinearOrderedField R] : (∀ (a b c : R), a ≤ b ∧ b ≤ c → a + b + c = 2 → a * b + b * c + c * a = 1 → 0 ≤ a ∧ a ≤ 1 / 3 ∧ 1 / 3 ≤ b ∧ b ≤ 1 ∧ 1 ≤ c ∧ c ≤ 4 / 3) ↔ (∀ (integer_value offset shift : R), integer_value ≤ offset ∧ offset ≤ shift → integer_value + offset + shift = 2 → integer_value * offset + offset * shift + shift * integer_value = 1 → 0 ≤ integer_value ∧ integer_value ≤ 1 / 3 ∧ 1 / 3 ≤ offset ∧ offset ≤ 1 ∧ 1 ≤ shift ∧ shift ≤ 4 / 3) :=
  by paracert_iff_rfl
