import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: notation · pair: 46c5c53f3773185de3095f2b5480d318450ebbb6781bee16c9cffe0700a180e9
theorem pc_46c5c53f3773185d : (∀ (α : Type) (s : Set α), ∀ x : α, x ∈ s → x ∈ s) ↔ (∀ (α : Type) (s : Set α), ∀ x : α, x ∈ s → x ∈ s) :=
  by paracert_iff_rfl
