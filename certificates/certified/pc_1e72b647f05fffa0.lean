import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "notation_switch" · pair: 1e72b647f05fffa0bc3f95c571790378327792c24748b4cb613a48c7b063e1c7
theorem pc_1e72b647f05fffa0 {R : Type} [Paracert.LinearOrderedField R] (sqrt : R → R) : (∀ (a b c d : R), b = a ^ 2 → a + b = 1 → d = c ^ 2 → c + d = 1 → a ≠ c → sqrt ((a - c) ^ 2 + (b - d) ^ 2) = sqrt 10) ↔ (∀ (a b c d : R), b = a ^ 2 → a + b = 1 → d = c ^ 2 → c + d = 1 → ¬ (a = c) → sqrt ((a - c) ^ 2 + (b - d) ^ 2) = sqrt 10) :=
  by paracert_iff_rfl
