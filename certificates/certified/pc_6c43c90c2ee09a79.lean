import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 6c43c90c2ee09a79e38a8004ce591c58264580af1906bbf844b2762558f51d26
theorem pc_6c43c90c2ee09a79 {α : Type} [Paracert.LinearOrderedAddCommGroup α] (abs : α → α) : (∀ (a : α), 0 ≤ abs a) ↔ (∀ (zero : α), 0 ≤ abs zero) :=
  by paracert_iff_rfl
