import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 940d3c7c5fab1dd16758952339a419c0462bb53cccae8cd857e8b2569b592c2f
theorem pc_940d3c7c5fab1dd1 {X : Type} (IsOpen : Set X → Prop) : (∀ {s t : Set X}, IsOpen s → IsOpen t → IsOpen (s ∪ t)) ↔ (¬ ¬ (∀ {s t : Set X}, IsOpen s → IsOpen t → IsOpen (s ∪ t))) :=
  by paracert_rules
