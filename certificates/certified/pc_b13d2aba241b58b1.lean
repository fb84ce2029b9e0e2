import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: equivalent · pair: b13d2aba241b58b136655c376eca81b72483dfce1f7cd6a7b758046cb652f96f
theorem pc_b13d2aba241b58b1 : (∀ (α : Type) (s t u : Set α), (fun x : α => (x ∈ s ∨ x ∈ t) ∨ x ∈ u) = (fun x : α => x ∈ s ∨ (x ∈ t ∨ x ∈ u))) ↔ (∀ (α : Type) (s t u : Set α), (fun x : α => (x ∈ s ∨ x ∈ t) ∨ x ∈ u) = (fun x : α => x ∈ s ∨ (x ∈ t ∨ x ∈ u))) :=
  by paracert_iff_rfl
