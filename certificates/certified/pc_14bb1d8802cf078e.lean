import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: quantifier · pair: 14bb1d8802cf078eeb05bcca5420abfe5864d61f478950a26b7f788b9904d72d
theorem pc_14bb1d8802cf078e : (∀ (α : Type) (s : Set α), (fun x : α => x ∈ s ∧ False) = (fun _ : α => False)) ↔ (∀ (α : Type) (s : Set α), (fun x : α => x ∈ s ∧ False) = (fun _ : α => False)) :=
  by paracert_iff_rfl
