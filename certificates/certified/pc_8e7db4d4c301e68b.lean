import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: equivalent · pair: 8e7db4d4c301e68b30adcd6744486be7e9892d8c59edd0147599887f854bce17
theorem pc_8e7db4d4c301e68b : (∀ (α : Type) (a : α) (l : List α), (a :: l).length = l.length + 1) ↔ (∀ (α : Type) (a : α) (l : List α), (a :: l).length = l.length + 1) :=
  by paracert_iff_rfl
