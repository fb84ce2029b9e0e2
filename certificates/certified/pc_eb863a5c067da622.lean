import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: equivalent · pair: eb863a5c067da622f5cc4c8ce896b70faa02263623797b1b1c6fdad7d8c6ddf9
theorem pc_eb863a5c067da622 : (∀ (α : Type), List.length ([] : List α) = 0) ↔ (∀ (α : Type), List.length ([] : List α) = 0) :=
  by paracert_iff_rfl
