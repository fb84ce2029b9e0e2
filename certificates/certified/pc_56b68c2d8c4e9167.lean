import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: 56b68c2d8c4e91671b5e7c90d70892ff5351bfece5a6f9b26905b89455250998
theorem pc_56b68c2d8c4e9167 {R : Type} [Paracert.LinearOrderedField R] : (∀ (b h v : R), 0 < b ∧ 0 < h ∧ 0 < v → v = 1 / 3 * (b * h) → b = 30 → h = 13 / 2 → v = 65) ↔ (∀ (b h v : R), b > 0 ∧ 0 < h ∧ 0 < v → v = 1 / 3 * (b * h) → b = 30 → h = 13 / 2 → v = 65) :=
  by paracert_iff_rfl
