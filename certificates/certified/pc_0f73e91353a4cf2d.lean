import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: syntactic · pair: 0f73e91353a4cf2dee0a313b44c288c0c3fa59a942b0c686358a7ef750a045b2
theorem pc_0f73e91353a4cf2d : (∀ (α : Type) (s t : Set α), (fun x : α => x ∈ s ∧ x ∈ t) = (fun x : α => x ∈ t ∧ x ∈ s)) ↔ (∀ (α : Type) (s t : Set α), (fun x : α => x ∈ s ∧ x ∈ t) = (fun x : α => x ∈ t ∧ x ∈ s)) :=
  by paracert_iff_rfl
