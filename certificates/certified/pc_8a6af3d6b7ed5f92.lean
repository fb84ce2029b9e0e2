import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: 8a6af3d6b7ed5f924e545025c481746d1eaefa1a0f1ff066a2de5ca7517561e6
theorem pc_8a6af3d6b7ed5f92 {α : Type} [Paracert.LinearOrderedRing α] (abs : α → α) : (∀ (a : α), abs a ^ 2 = a ^ 2) ↔ (∀ (a : α), a ^ 2 = abs a ^ 2) :=
  by paracert_rules
