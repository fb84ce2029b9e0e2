import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: a449ea4899d0c87621bbbabe8751d8346ae3884089da3b91227c33502a0b9fde
theorem pc_a449ea4899d0c876 {X : Type} (IsClosed : Set X → Prop) : (IsClosed (∅ : Set X)) ↔ (IsClosed (∅ : Set X)) :=
  by paracert_iff_rfl
