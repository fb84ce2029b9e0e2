import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: 26f28a7753bf6c4de6409d74fd158d6c62f6a42e4529e868cbf60c2c2f3ffdf3
theorem pc_26f28a7753bf6c4d {R : Type} [Paracert.LinearOrderedField R] : (∀ (x y z : R), 3 * x + y = 17 → 5 * y + z = 14 → 3 * x + 5 * z = 41 → x + y + z = 12) ↔ (∀ (y x z : R), 3 * x + y = 17 → 5 * y + z = 14 → 3 * x + 5 * z = 41 → x + y + z = 12) :=
  by paracert_structural
