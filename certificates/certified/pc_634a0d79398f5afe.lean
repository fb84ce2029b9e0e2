import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 634a0d79398f5afeb62cc64615ac261a1d0ed4143aa006798b4be732c2dea570
theorem pc_634a0d79398f5afe : (∀ {X : Type} (IsOpen : Set X → Prop), ∀ {s t : Set X}, IsOpen s → IsOpen t → IsOpen (s ∩ t)) ↔ (∀ {X : Type} (f : Set X → Prop), ∀ {s t : Set X}, f s → f t → f (s ∩ t)) :=
  by paracert_iff_rfl
