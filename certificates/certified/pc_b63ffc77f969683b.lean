import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: syntactic · pair: b63ffc77f969683b898d6b090824d7576faae3e04695b75f71e3a0cc6070b34e
theorem pc_b63ffc77f969683b : (∀ (α : Type) (s : Set α), (fun x : α => x ∈ s ∧ False) = (fun _ : α => False)) ↔ (∀ (α : Type) (s : Set α), (fun x : α => x ∈ s ∧ False) = (fun _ : α => False)) :=
  by paracert_iff_rfl
