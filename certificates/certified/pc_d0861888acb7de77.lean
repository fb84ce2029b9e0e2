import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "contrapositive" · pair: d0861888acb7de77a676ca2d43c09a173e22a50c4dc17a853362d8398b332247
theorem pc_d0861888acb7de77 {R : Type} [Paracert.LinearOrderedField R] : (∀ (y : R), y + 6 + y = 2 * 12 → y = 9) ↔ (∀ (y : R), ¬ (y = 9) → ¬ (y + 6 + y = 2 * 12)) :=
  by paracert_logic
