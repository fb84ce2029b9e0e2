import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "passive" · pair: abd4026dbe79ca79db79417bd598b99b2f6248d62a499a54b689193ecb7b2dc8
theorem pc_abd4026dbe79ca79 : (∀ (α : Type) (l : List α), [] ++ l = l) ↔ (∀ (α : Type) (l : List α), [] ++ l = l) :=
  by paracert_iff_rfl
