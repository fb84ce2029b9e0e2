import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "curry_uncurry" · pair: 147823523a3c441a2b7c04009c8fbf793d3626bf8bfd8891fd465fd516768c8f
theorem pc_147823523a3c441a {R : Type} [Paracert.LinearOrderedField R] : (∀ (x y : R), 3 * y = x → 2 * x + 5 * y = 11 → x + y = 4) ↔ (∀ (x y : R), 3 * y = x ∧ 2 * x + 5 * y = 11 → x + y = 4) :=
  by paracert_logic
