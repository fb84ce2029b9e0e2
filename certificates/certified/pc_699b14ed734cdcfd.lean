import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 699b14ed734cdcfd5f394519ab8eca7cfd6ff003da857787a8bf0ddcecf07157
theorem pc_699b14ed734cdcfd {R : Type} [Paracert.LinearOrderedField R] : (∀ (x y : R), 3 * y = x → 2 * x + 5 * y = 11 → x + y = 4) ↔ (∀ (integer_value offset : R), 3 * offset = integer_value → 2 * integer_value + 5 * offset = 11 → integer_value + offset = 4) :=
  by paracert_iff_rfl
