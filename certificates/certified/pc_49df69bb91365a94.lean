import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "hypothesis_reorder" · pair: 49df69bb91365a9412df5d8b65eb3ef135cc937116865168d709e6323c3387c2
theorem pc_49df69bb91365a94 {R : Type} [Paracert.LinearOrderedField R] : (∀ (b h v : R), 0 < b ∧ 0 < h ∧ 0 < v → v = 1 / 3 * (b * h) → b = 30 → h = 13 / 2 → v = 65) ↔ (∀ (b h v : R), v = 1 / 3 * (b * h) → 0 < b ∧ 0 < h ∧ 0 < v → b = 30 → h = 13 / 2 → v = 65) :=
  by paracert_structural
