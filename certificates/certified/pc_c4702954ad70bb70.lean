import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: c4702954ad70bb70f8305de1c8b1e7456df4026f286ae495463da216d0dee9fe
theorem pc_c4702954ad70bb70 {X : Type} (IsClosed : Set X → Prop) : (IsClosed (∅ : Set X)) ↔ (¬ ¬ (IsClosed (∅ : Set X))) :=
  by paracert_rules
