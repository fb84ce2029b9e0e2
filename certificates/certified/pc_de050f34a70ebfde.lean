import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: de050f34a70ebfde32b3c0d9bb885484de1410c9aa6c93512f2f46bdfdb0d215
theorem pc_de050f34a70ebfde {X : Type} (IsOpen : Set X → Prop) : (∀ {s t : Set X}, IsOpen s → IsOpen t → IsOpen (s ∪ t)) ↔ (∀ {s t : Set X}, IsOpen s → IsOpen t → IsOpen (s ∪ t)) :=
  by paracert_iff_rfl
