import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: syntactic · pair: ea626215d1668be9a0bac760be738ce250396f1035714068e3fcf300b423ce41
theorem pc_ea626215d1668be9 : (∀ (α : Type) (s : Set α), ∀ x : α, False → x ∈ s) ↔ (∀ (α : Type) (s : Set α), ∀ x : α, False → x ∈ s) :=
  by paracert_iff_rfl
