import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "passive" · pair: 0685dc5ed0390cbb61d056c2baf168dd7bfbf3679b925871df7e3854ca0a6414
theorem pc_0685dc5ed0390cbb : (∀ (α : Type) (s : Set α), (fun x : α => x ∈ s ∧ False) = (fun _ : α => False)) ↔ (∀ (α : Type) (s : Set α), (fun x : α => False ∧ x ∈ s) = (fun _ : α => False)) :=
  by paracert_rules
