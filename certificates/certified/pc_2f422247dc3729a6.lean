import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 2f422247dc3729a6067efca2eb04d2e5a14b8fab4c79a6c30ab3145ebe13f3de
theorem pc_2f422247dc3729a6 {X : Type} (IsOpen : Set X → Prop) : (∀ {s t : Set X}, IsOpen s → IsOpen t → IsOpen (s ∩ t)) ↔ (¬ ¬ (∀ {s t : Set X}, IsOpen s → IsOpen t → IsOpen (s ∩ t))) :=
  by paracert_rules
