import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "curry_uncurry" · pair: 656a0610915a48678ee34a6ba851d75cbe939b42c73884281c2dc485435b010b
theorem pc_656a0610915a4867 {R : Type} [Paracert.LinearOrderedField R] (sqrt : R → R) : (∀ (a b c : R), 0 < a ∧ 0 < b ∧ 0 < c → 3 ≤ a * b + b * c + c * a → 3 / sqrt 2 ≤ a / sqrt (a + b) + b / sqrt (b + c) + c / sqrt (c + a)) ↔ (∀ (a b c : R), (0 < a ∧ 0 < b ∧ 0 < c) ∧ 3 ≤ a * b + b * c + c * a → 3 / sqrt 2 ≤ a / sqrt (a + b) + b / sqrt (b + c) + c / sqrt (c + a)) :=
  by paracert_logic
