import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "quantifier" · pair: 10cc7caf9b79e86d68fc324194f56c0f5867d8a5cff55defd0bf891c58eba7f5
theorem pc_10cc7caf9b79e86d : (∀ (α : Type) (l : List α), l ++ [] = l) ↔ (∀ (α : Type) (l : List α), l ++ [] = l) :=
  by paracert_iff_rfl
