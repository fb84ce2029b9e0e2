import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: unpack · pair: e7f5b625a340b8c1ee00c0c2aacf74bc504e1aa48de9ff1ade966a623fef0e6a
theorem pc_e7f5b625a340b8c1 : (∀ (α : Type) (s t u : Set α), (fun x : α => (x ∈ s ∧ x ∈ t) ∧ x ∈ u) = (fun x : α => x ∈ s ∧ (x ∈ t ∧ x ∈ u))) ↔ (∀ (α : Type) (s t u : Set α), (fun x : α => (x ∈ s ∧ x ∈ t) ∧ x ∈ u) = (fun x : α => x ∈ s ∧ (x ∈ t ∧ x ∈ u))) :=
  by paracert_iff_rfl
