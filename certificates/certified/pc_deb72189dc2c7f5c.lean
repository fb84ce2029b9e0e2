import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "contrapositive" · pair: deb72189dc2c7f5ca661dd4305854ced3ee16b6a5bef79e9e8524c5ceb7db7fe
theorem pc_deb72189dc2c7f5c {R : Type} [Paracert.LinearOrderedField R] : (∀ (b h v : R), 0 < b ∧ 0 < h ∧ 0 < v → v = 1 / 3 * (b * h) → b = 30 → h = 13 / 2 → v = 65) ↔ (∀ (b h v : R), 0 < b ∧ 0 < h ∧ 0 < v → v = 1 / 3 * (b * h) → b = 30 → ¬ (v = 65) → ¬ (h = 13 / 2)) :=
  by paracert_logic
