import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: quantifier · pair: e3c4f4a8045bded1679e5ff1f47d3ea7955cb0a46afc76d5d88267a0cbddafe0
theorem pc_e3c4f4a8045bded1 : (∀ (α : Type) (l : List α), l ++ [] = l) ↔ (∀ (α : Type) (l : List α), l ++ [] = l) :=
  by paracert_iff_rfl
