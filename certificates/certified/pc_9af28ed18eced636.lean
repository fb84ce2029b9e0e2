import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 9af28ed18eced636907b3531030d618be92c73fe8035708c6070038a52650f5f
theorem pc_9af28ed18eced636 {α : Type} [Paracert.LinearOrderedRing α] (abs : α → α) : (∀ (a : α), abs a ^ 2 = a ^ 2) ↔ (∀ (kqbexx5 : α), abs kqbexx5 ^ 2 = kqbexx5 ^ 2) :=
  by paracert_iff_rfl
