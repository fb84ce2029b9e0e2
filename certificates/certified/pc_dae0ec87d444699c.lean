import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "curry_uncurry" · pair: dae0ec87d444699c649ee4266d795f8327b5c87a062dc684f09114f8a8db8b1f
theorem pc_dae0ec87d444699c {R : Type} [Paracert.LinearOrderedField R] : (∀ (x : R), x ≠ -1 → (x - 9) / (x + 1) = 2 → x = -11) ↔ (∀ (x : R), x ≠ -1 ∧ (x - 9) / (x + 1) = 2 → x = -11) :=
  by paracert_logic
