import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: notation · pair: b8e464e8d35fdc7fd1e9764799c8e9d82244872339b9a1f5e9f7fdb5e694fc82
theorem pc_b8e464e8d35fdc7f : (∀ (α : Type) (s : Set α), (fun x : α => x ∈ s ∧ False) = (fun _ : α => False)) ↔ (∀ (α : Type) (s : Set α), (fun x : α => x ∈ s ∧ False) = (fun _ : α => False)) :=
  by paracert_iff_rfl
