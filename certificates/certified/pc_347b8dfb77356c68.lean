import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 347b8dfb77356c68f0642433e58edf29e3443ee6d1ba00e1a8dbaff9d2b7569f
theorem pc_347b8dfb77356c68 : (∀ {α : Type} [Paracert.LinearOrderedRing α] (abs : α → α), ∀ (a : α), abs a ^ 2 = a ^ 2) ↔ (∀ {α : Type} [Paracert.LinearOrderedRing α] (f : α → α), ∀ (a : α), f a ^ 2 = a ^ 2) :=
  by paracert_iff_rfl
