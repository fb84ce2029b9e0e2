import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: unpack · pair: df11ec199d836f4eaba5f901f7981e77babe58f52af8b325589fab859d0aef65
theorem pc_df11ec199d836f4e : (∀ (α : Type) (s t u : Set α), (fun x : α => (x ∈ s ∨ x ∈ t) ∨ x ∈ u) = (fun x : α => x ∈ s ∨ (x ∈ t ∨ x ∈ u))) ↔ (∀ (α : Type) (s t u : Set α), (fun x : α => x ∈ s ∨ (x ∈ t ∨ x ∈ u)) = (fun x : α => (x ∈ s ∨ x ∈ t) ∨ x ∈ u)) :=
  by paracert_rules
