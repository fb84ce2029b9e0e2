import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: b7fcb5b9ccaace9ed597b33ff8c81d5da43fa06470acf843b2eb4082d6284eb7
theorem pc_b7fcb5b9ccaace9e {R : Type} [Paracert.LinearOrderedField R] : (∀ (b h v : R), 0 < b ∧ 0 < h ∧ 0 < v → v = 1 / 3 * (b * h) → b = 30 → h = 13 / 2 → v = 65) ↔ (∀ (h b v : R), 0 < b ∧ 0 < h ∧ 0 < v → v = 1 / 3 * (b * h) → b = 30 → h = 13 / 2 → v = 65) :=
  by paracert_structural
