import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: notation · pair: e86a508e970238ff31987b89fe2a63e7f99caa073f2d7660607c603a50e2a672
theorem pc_e86a508e970238ff : (∀ (α : Type) (l : List α), l ++ [] = l) ↔ (∀ (α : Type) (l : List α), l ++ [] = l) :=
  by paracert_iff_rfl
