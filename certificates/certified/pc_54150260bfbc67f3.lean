import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: quantifier · pair: 54150260bfbc67f36f7cd367a45b04edc67970626c807db63d35a43f8c1843cf
theorem pc_54150260bfbc67f3 : (∀ (α : Type) (s t u : Set α), (∀ x : α, x ∈ s → x ∈ t) → (∀ x : α, x ∈ t → x ∈ u) → ∀ x : α, x ∈ s → x ∈ u) ↔ (∀ (α : Type) (s t u : Set α), (∀ x : α, x ∈ s → x ∈ t) → (∀ x : α, x ∈ t → x ∈ u) → ∀ x : α, x ∈ s → x ∈ u) :=
  by paracert_iff_rfl
