import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 43ab11f2e15942e184ceafb8bd8b5d76539a24c583b94fa6cbfd215b2d54aa8c
theorem pc_43ab11f2e15942e1 {α : Type} [Paracert.Preorder α] : (∀ (a : α), ¬ (a < a)) ↔ (∀ (mpnnvz8 : α), ¬ (mpnnvz8 < mpnnvz8)) :=
  by paracert_iff_rfl
