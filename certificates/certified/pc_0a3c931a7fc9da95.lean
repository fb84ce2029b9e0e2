import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: syntactic · pair: 0a3c931a7fc9da959377edf36d773fb7444cd80b0f98bb47cddf2ac40098648c
theorem pc_0a3c931a7fc9da95 : (∀ (α : Type) (s t : Set α), (fun x : α => x ∈ s ∨ x ∈ t) = (fun x : α => x ∈ t ∨ x ∈ s)) ↔ (∀ (α : Type) (s t : Set α), (fun x : α => x ∈ s ∨ x ∈ t) = (fun x : α => x ∈ t ∨ x ∈ s)) :=
  by paracert_iff_rfl
