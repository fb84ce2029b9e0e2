import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: equivalent · pair: 199ffe600ef717f79ba5a36bde6863dcb477bd4f8f2eb5ccca871a13e09795b8
theorem pc_199ffe600ef717f7 : (∀ (α : Type) (s t u : Set α), (∀ x : α, x ∈ s → x ∈ t) → (∀ x : α, x ∈ t → x ∈ u) → ∀ x : α, x ∈ s → x ∈ u) ↔ (∀ (α : Type) (s t u : Set α), (∀ x : α, x ∈ s → x ∈ t) → (∀ x : α, x ∈ t → x ∈ u) → ∀ x : α, x ∈ s → x ∈ u) :=
  by paracert_iff_rfl
