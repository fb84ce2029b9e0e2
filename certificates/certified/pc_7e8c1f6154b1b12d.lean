import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: passive · pair: 7e8c1f6154b1b12da1eae90c5dfdc12e200a2b6e0199f0f2e44289522c9d0982
theorem pc_7e8c1f6154b1b12d : (∀ (α : Type) (s t u : Set α), (fun x : α => (x ∈ s ∧ x ∈ t) ∧ x ∈ u) = (fun x : α => x ∈ s ∧ (x ∈ t ∧ x ∈ u))) ↔ (∀ (α : Type) (s t u : Set α), (fun x : α => (x ∈ s ∧ x ∈ t) ∧ x ∈ u) = (fun x : α => x ∈ s ∧ (x ∈ t ∧ x ∈ u))) :=
  by paracert_iff_rfl
