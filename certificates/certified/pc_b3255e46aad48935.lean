import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: b3255e46aad489358cf6f5fd5d8de82d291abd3a58535d0b4ea29addac8a6016
theorem pc_b3255e46aad48935 {α : Type} [Paracert.LinearOrderedRing α] (abs : α → α) : (∀ (a : α), abs a ^ 2 = a ^ 2) ↔ (∀ (a : α), abs a ^ 2 = a ^ 2) :=
  by paracert_iff_rfl
