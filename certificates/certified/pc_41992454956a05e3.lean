import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: equivalent · pair: 41992454956a05e382f344484e9f588f01b6e528d9aff7013b26aa34f5923ca1
theorem pc_41992454956a05e3 : (∀ (α : Type) (l : List α), l ++ [] = l) ↔ (∀ (α : Type) (l : List α), l ++ [] = l) :=
  by paracert_iff_rfl
