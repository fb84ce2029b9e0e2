import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: bb0b63df040459702271e634ba0d02e45bb48b1c17c749534d52ef8ceb7f795a
theorem pc_bb0b63df04045970 {R : Type} [Paracert.LinearOrderedField R] : (∀ (m b : R), m * 7 + b = -1 → m * -1 + b = 7 → m + b = 5) ↔ (∀ (integer_value offset : R), integer_value * 7 + offset = -1 → integer_value * -1 + offset = 7 → integer_value + offset = 5) :=
  by paracert_iff_rfl
