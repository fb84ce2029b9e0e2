import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: syntactic · pair: 6a70de400e62464e35eb72b7b0864754c6df30cb65333b1a74a3a3f28ae483c0
theorem pc_6a70de400e62464e : (∀ (α : Type) (s t u : Set α), (fun x : α => (x ∈ s ∧ x ∈ t) ∧ x ∈ u) = (fun x : α => x ∈ s ∧ (x ∈ t ∧ x ∈ u))) ↔ (∀ (α : Type) (s t u : Set α), (fun x : α => (x ∈ s ∧ x ∈ t) ∧ x ∈ u) = (fun x : α => x ∈ s ∧ (x ∈ t ∧ x ∈ u))) :=
  by paracert_iff_rfl
