import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 720c9fcddaf5c194f2fffd6b585f28197f2cc568e777cdc34c0d4bbd50eb3aec
theorem pc_720c9fcddaf5c194 : (∀ {X : Type} (IsOpen : Set X → Prop), ∀ {s t : Set X}, IsOpen s → IsOpen t → IsOpen (s ∪ t)) ↔ (∀ {X : Type} (f : Set X → Prop), ∀ {s t : Set X}, f s → f t → f (s ∪ t)) :=
  by paracert_iff_rfl
