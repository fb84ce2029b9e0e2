import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 5c82b63946f424a50a81ba3613643628222f411da70d5a2e03c5ee1041a96f64
theorem pc_5c82b63946f424a5 : (∀ {X : Type} (IsClosed : Set X → Prop), IsClosed (∅ : Set X)) ↔ (∀ {X : Type} (f : Set X → Prop), f (∅ : Set X)) :=
  by paracert_iff_rfl
