import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: syntactic · pair: 780c4f3e0afc1de28d0b7cdb80f2a0a4f5a6a912135e5f41e4555c078803c3b3
theorem pc_780c4f3e0afc1de2 : (∀ (α : Type) (s : Set α), (fun x : α => x ∈ s ∨ False) = (fun x : α => x ∈ s)) ↔ (∀ (α : Type) (s : Set α), (fun x : α => x ∈ s ∨ False) = (fun x : α => x ∈ s)) :=
  by paracert_iff_rfl
