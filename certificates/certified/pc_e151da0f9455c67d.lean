import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: equivalent · pair: e151da0f9455c67df930a34d63971b2f78b32ba05695c22f5b0a797a92e80ad3
theorem pc_e151da0f9455c67d : (∀ (α : Type) (s t u : Set α), (fun x : α => (x ∈ s ∧ x ∈ t) ∧ x ∈ u) = (fun x : α => x ∈ s ∧ (x ∈ t ∧ x ∈ u))) ↔ (∀ (α : Type) (s t u : Set α), (fun x : α => (x ∈ s ∧ x ∈ t) ∧ x ∈ u) = (fun x : α => x ∈ s ∧ (x ∈ t ∧ x ∈ u))) :=
  by paracert_iff_rfl
