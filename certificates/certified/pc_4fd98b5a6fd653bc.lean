import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: 4fd98b5a6fd653bceca8d8fcd13cf76982735e4c4775743c5cac9c647cc42483
theorem pc_4fd98b5a6fd653bc {α : Type} [Paracert.NonUnitalNonAssocRing α] : (∀ (a b : α), a * -b = -(a * b)) ↔ (∀ (b a : α), a * -b = -(a * b)) :=
  by paracert_structural
