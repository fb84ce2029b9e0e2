import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "passive" · pair: a901f26f46c0630e74bd755709ba2b9f27e47bfcb92aaeed7d0790b970d49a5b
theorem pc_a901f26f46c0630e : (∀ (α : Type) (l : List α), l ++ [] = l) ↔ (∀ (α : Type) (l : List α), l ++ [] = l) :=
  by paracert_iff_rfl
