import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: syntactic · pair: 88ddca59ee219d9027e03cceba19154c1d68c66f00525d9677250bb44692f1fe
theorem pc_88ddca59ee219d90 : (∀ (α : Type) (A B : Set α), (fun x : α => x ∈ A ∧ x ∈ B) = (fun x : α => x ∈ A) → A = B) ↔ (∀ (α : Type) (A B : Set α), (fun x : α => x ∈ A ∧ x ∈ B) = (fun x : α => x ∈ A) → A = B) :=
  by paracert_iff_rfl
