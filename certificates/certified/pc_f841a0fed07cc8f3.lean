import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: f841a0fed07cc8f3961e18c75114113fbb269d53dbe860350de018716ac2c0a4
theorem pc_f841a0fed07cc8f3 : (∀ {X : Type} (IsOpen : Set X → Prop) (IsClosed : Set X → Prop), ∀ {s : Set X}, IsOpen (Paracert.HasCompl.compl s) ↔ IsClosed s) ↔ (∀ {X : Type} (IsOpen : Set X → Prop) (f : Set X → Prop), ∀ {s : Set X}, IsOpen (Paracert.HasCompl.compl s) ↔ f s) :=
  by paracert_iff_rfl
