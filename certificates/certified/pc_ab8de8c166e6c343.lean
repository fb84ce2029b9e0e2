import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "syntactic" · pair: ab8de8c166e6c34312deeef9e7c5b87124cc8635e4bf9425fcef9cb8127eec64
theorem pc_ab8de8c166e6c343 : (∀ (α : Type) (l : List α), l ++ [] = l) ↔ (∀ (α : Type) (l : List α), l ++ [] = l) :=
  by paracert_iff_rfl
