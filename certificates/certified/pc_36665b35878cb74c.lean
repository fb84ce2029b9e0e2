import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: passive · pair: 36665b35878cb74cdf4ec4277b6f121918459f6908de68fc4f9eff12bdf38a2a
theorem pc_36665b35878cb74c : (∀ (α : Type) (s : Set α), (fun x : α => x ∈ s ∧ False) = (fun _ : α => False)) ↔ (∀ (α : Type) (s : Set α), (fun x : α => False ∧ x ∈ s) = (fun _ : α => False)) :=
  by paracert_rules
