import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: unpack · pair: b3f3784ffda3e601afdc3cd475c499184bcda2b88c05a99dc1a995a915bcabf5
theorem pc_b3f3784ffda3e601 : (∀ (α : Type) (s t u : Set α), (∀ x : α, x ∈ s → x ∈ t) → (∀ x : α, x ∈ t → x ∈ u) → ∀ x : α, x ∈ s → x ∈ u) ↔ (∀ (α : Type) (s t u : Set α), (∀ x : α, x ∈ s → x ∈ t) → (∀ x : α, x ∈ t → x ∈ u) → ∀ x : α, x ∈ s → x ∈ u) :=
  by paracert_iff_rfl
