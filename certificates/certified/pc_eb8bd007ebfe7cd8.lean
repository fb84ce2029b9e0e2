import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: passive · pair: eb8bd007ebfe7cd8288a7cdf55d172098bdfc493402957ba965fa9d832b91cc0
theorem pc_eb8bd007ebfe7cd8 : (∀ (α : Type) (s t u : Set α), (∀ x : α, x ∈ s → x ∈ t) → (∀ x : α, x ∈ t → x ∈ u) → ∀ x : α, x ∈ s → x ∈ u) ↔ (∀ (α : Type) (s t u : Set α), (∀ x : α, x ∈ s → x ∈ t) → (∀ x : α, x ∈ t → x ∈ u) → ∀ x : α, x ∈ s → x ∈ u) :=
  by paracert_iff_rfl
