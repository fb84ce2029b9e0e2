import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 437b5cfccafe66240be9333095985ee17140ea6f36a87afea0c2872d2568c6aa
theorem pc_437b5cfccafe6624 : (∀ {X : Type} (IsClosed : Set X → Prop), IsClosed (Paracert.Set.univ : Set X)) ↔ (∀ {X : Type} (f : Set X → Prop), f (Paracert.Set.univ : Set X)) :=
  by paracert_iff_rfl
