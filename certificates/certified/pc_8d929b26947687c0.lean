import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: equivalent · pair: 8d929b26947687c0f1db6464558518e6fef4b58ca25755725901658e53df2f59
theorem pc_8d929b26947687c0 : (∀ (α : Type) (s : Set α), (fun x : α => x ∈ s ∧ False) = (fun _ : α => False)) ↔ (∀ (α : Type) (s : Set α), (fun x : α => x ∈ s ∧ False) = (fun _ : α => False)) :=
  by paracert_iff_rfl
