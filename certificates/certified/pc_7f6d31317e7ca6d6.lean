import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 7f6d31317e7ca6d6d4231b35f91e894e0905d0aefab3f561aeb294fbf9728cb3
theorem pc_7f6d31317e7ca6d6 {R : Type} [Paracert.LinearOrderedField R] (sqrt : R → R) : (∀ (y : R), 0 ≤ 19 + 3 * y → sqrt (19 + 3 * y) = 7 → y = 10) ↔ (∀ (integer_value : R), 0 ≤ 19 + 3 * integer_value → sqrt (19 + 3 * integer_value) = 7 → integer_value = 10) :=
  by paracert_iff_rfl
