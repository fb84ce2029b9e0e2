import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: notation · pair: 95d31370cc3033dabba7e6273abe3b204dbdc48672de56229fb0ba54aa690907
theorem pc_95d31370cc3033da : (∀ (α : Type) (s t : Set α), (fun x : α => x ∈ s ∧ x ∈ t) = (fun x : α => x ∈ t ∧ x ∈ s)) ↔ (∀ (α : Type) (s t : Set α), (fun x : α => x ∈ s ∧ x ∈ t) = (fun x : α => x ∈ t ∧ x ∈ s)) :=
  by paracert_iff_rfl
