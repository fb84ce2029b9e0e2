import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: 57ee129ff90c101a7bdebc202c04f8b189ae0f12c7d4877dd744de510679b809
theorem pc_57ee129ff90c101a {α : Type} [Paracert.LinearOrderedAddCommGroup α] (abs : α → α) : (∀ (a : α), abs (-a) = abs a) ↔ (∀ (a : α), abs a = abs (-a)) :=
  by paracert_rules
