import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 9b4d4c4b130b3da104576b62db88df8672e84881932d28cf902b8a22cadb908f
theorem pc_9b4d4c4b130b3da1 {R : Type} [Paracert.LinearOrderedField R] : (∀ (a b c : R), 0 < a ∧ 0 < b ∧ 0 < c → a * (b + c) = 152 → b * (c + a) = 162 → c * (a + b) = 170 → a * b * c = 720) ↔ (∀ (a b c : R), 0 < a ∧ 0 < b ∧ 0 < c → ¬ ¬ (a * (b + c) = 152) → b * (c + a) = 162 → c * (a + b) = 170 → a * b * c = 720) :=
  by paracert_rules
