import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: notation · pair: da91a1f9b8d81e4837ba4920b7e6891ea2e07ccb76214a7772ced98cf35dec41
theorem pc_da91a1f9b8d81e48 : (∀ (α : Type) (s t u : Set α), (∀ x : α, x ∈ s → x ∈ t) → (∀ x : α, x ∈ t → x ∈ u) → ∀ x : α, x ∈ s → x ∈ u) ↔ (∀ (α : Type) (s t u : Set α), (∀ x : α, x ∈ s → x ∈ t) → (∀ x : α, x ∈ t → x ∈ u) → ∀ x : α, x ∈ s → x ∈ u) :=
  by paracert_iff_rfl
