import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 86df0cd9a4e0313fc0022e08619168800ce026c39ec76dad8d13b61bfbd16eba
theorem pc_86df0cd9a4e0313f {X : Type} (IsOpen : Set X → Prop) : (∀ {s t : Set X}, IsOpen s → IsOpen t → IsOpen (s ∩ t)) ↔ (∀ {s t : Set X}, IsOpen s → IsOpen t → IsOpen (s ∩ t)) :=
  by paracert_iff_rfl
