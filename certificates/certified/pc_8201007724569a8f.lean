import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: passive · pair: 8201007724569a8f754dafb1bff2e1ae2788c080045e5d888658ef9202686eff
theorem pc_8201007724569a8f : (∀ (α : Type) (s t u : Set α), (fun x : α => (x ∈ s ∨ x ∈ t) ∨ x ∈ u) = (fun x : α => x ∈ s ∨ (x ∈ t ∨ x ∈ u))) ↔ (∀ (α : Type) (s t u : Set α), (fun x : α => (x ∈ s ∨ x ∈ t) ∨ x ∈ u) = (fun x : α => x ∈ s ∨ (x ∈ t ∨ x ∈ u))) :=
  by paracert_iff_rfl
