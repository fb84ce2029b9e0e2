import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: 3a1e188cffd9e914af0622798d78a492672a7f0912f67e3bf9e798ad801de32f
theorem pc_3a1e188cffd9e914 {α : Type} [Paracert.DivisionRing α] : (∀ {a : α}, a ≠ 0 → a / a = 1) ↔ (∀ {a : α}, 0 ≠ a → a / a = 1) :=
  by paracert_rules
