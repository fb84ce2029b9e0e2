import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: quantifier · pair: 7b473e64026a238da4d34a75be45cdc6d26dd9861a042414cd8220a306c289fe
theorem pc_7b473e64026a238d : (∀ (α : Type) (s t : Set α), (fun x : α => x ∈ s ∧ x ∈ t) = (fun x : α => x ∈ t ∧ x ∈ s)) ↔ (∀ (α : Type) (s t : Set α), (fun x : α => x ∈ s ∧ x ∈ t) = (fun x : α => x ∈ t ∧ x ∈ s)) :=
  by paracert_iff_rfl
