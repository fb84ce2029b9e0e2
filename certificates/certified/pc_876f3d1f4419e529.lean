import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 876f3d1f4419e529e81c0e71200516f26493be6ec0904ceea2e0816259dfaaa6
theorem pc_876f3d1f4419e529 : (∀ {X : Type} (IsOpen : Set X → Prop) (IsClosed : Set X → Prop), ∀ {s : Set X}, IsOpen (Paracert.HasCompl.compl s) ↔ IsClosed s) ↔ (∀ {X : Type} (f : Set X → Prop) (IsClosed : Set X → Prop), ∀ {s : Set X}, f (Paracert.HasCompl.compl s) ↔ IsClosed s) :=
  by paracert_iff_rfl
