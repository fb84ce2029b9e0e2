import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: equivalent · pair: ded61eb6d27335d88720a763a9b6a7ae9cd7dc679d7b197ced42aab8ce096d2e
theorem pc_ded61eb6d27335d8 : (∀ (α : Type) (s t : Set α), (fun x : α => x ∈ s ∧ x ∈ t) = (fun x : α => x ∈ t ∧ x ∈ s)) ↔ (∀ (α : Type) (s t : Set α), (fun x : α => x ∈ s ∧ x ∈ t) = (fun x : α => x ∈ t ∧ x ∈ s)) :=
  by paracert_iff_rfl
