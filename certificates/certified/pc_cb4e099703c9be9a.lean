import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: notation · pair: cb4e099703c9be9a8a51fb925ca4a156169c1f3230b0cba35ece707f86bad8b0
theorem pc_cb4e099703c9be9a : (∀ (α : Type) (s t u : Set α), (fun x : α => (x ∈ s ∧ x ∈ t) ∧ x ∈ u) = (fun x : α => x ∈ s ∧ (x ∈ t ∧ x ∈ u))) ↔ (∀ (α : Type) (s t u : Set α), (fun x : α => (x ∈ s ∧ x ∈ t) ∧ x ∈ u) = (fun x : α => x ∈ s ∧ (x ∈ t ∧ x ∈ u))) :=
  by paracert_iff_rfl
