import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: 685e4dccf7ae51ec92fd67899bc36ab64b25f943c7846e005dbfe88c55e67f13
theorem pc_685e4dccf7ae51ec {R : Type} [Paracert.LinearOrderedField R] : (∀ (x y z : R), 3 * x + 4 * y - 12 * z = 10 → -2 * x - 3 * y + 9 * z = -4 → x = 14) ↔ (∀ (y x z : R), 3 * x + 4 * y - 12 * z = 10 → -2 * x - 3 * y + 9 * z = -4 → x = 14) :=
  by paracert_structural
