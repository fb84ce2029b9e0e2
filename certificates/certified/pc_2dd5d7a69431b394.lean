import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: passive · pair: 2dd5d7a69431b394eb6de236c5b52d4a14315803780f7e7db58a52f63af0cd60
theorem pc_2dd5d7a69431b394 : (∀ (α : Type) (s t : Set α), (fun x : α => x ∈ s ∧ x ∈ t) = (fun x : α => x ∈ t ∧ x ∈ s)) ↔ (∀ (α : Type) (s t : Set α), (fun x : α => x ∈ s ∧ x ∈ t) = (fun x : α => x ∈ t ∧ x ∈ s)) :=
  by paracert_iff_rfl
