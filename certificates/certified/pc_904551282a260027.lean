import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 904551282a260027a43521151bad95e86583237e0f369fed1fa4acefce9d4497
theorem pc_904551282a260027 {α : Type} [Paracert.LinearOrderedRing α] (abs : α → α) : (∀ (a b : α), abs (a * b) = abs a * abs b) ↔ (∀ (ll Il : α), abs (ll * Il) = abs ll * abs Il) :=
  by paracert_iff_rfl
