import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: b5c3e018e355ecf07664a84d9a4215a2ea66b6198d5c07393ebd4648336e5b80
theorem pc_b5c3e018e355ecf0 {X : Type} (IsOpen : Set X → Prop) (IsClosed : Set X → Prop) : (∀ {s : Set X}, IsOpen (Paracert.HasCompl.compl s) ↔ IsClosed s) ↔ (∀ {s : Set X}, IsOpen (Paracert.HasCompl.compl s) ↔ IsClosed s) :=
  by paracert_iff_rfl
