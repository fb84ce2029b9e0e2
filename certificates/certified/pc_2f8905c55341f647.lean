import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: unpack · pair: 2f8905c55341f647a1bccc5382dedfcf43dc09f8b70f4f4ad62b6cd3de81c1ed
theorem pc_2f8905c55341f647 : (∀ (α : Type) (s : Set α), (fun x : α => x ∈ s ∧ False) = (fun _ : α => False)) ↔ (∀ (α : Type) (s : Set α), (fun x : α => x ∈ s ∧ False) = (fun _ : α => False)) :=
  by paracert_iff_rfl
