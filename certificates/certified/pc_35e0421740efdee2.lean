import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: passive · pair: 35e0421740efdee28da9286e0a81c9b304d377e6fab1484c69eee889c4451250
theorem pc_35e0421740efdee2 : (∀ (α : Type) (s : Set α), (fun x : α => x ∈ s ∨ False) = (fun x : α => x ∈ s)) ↔ (∀ (α : Type) (s : Set α), (fun x : α => False ∨ x ∈ s) = (fun x : α => x ∈ s)) :=
  by paracert_rules
