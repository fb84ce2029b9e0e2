import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: notation · pair: 7e9df5516809ecc66ad04d4dc1ee2842caf42298d949668fe9bc4ed4fedae701
theorem pc_7e9df5516809ecc6 : (∀ (α : Type) (s t u : Set α), (fun x : α => (x ∈ s ∨ x ∈ t) ∨ x ∈ u) = (fun x : α => x ∈ s ∨ (x ∈ t ∨ x ∈ u))) ↔ (∀ (α : Type) (s t u : Set α), (fun x : α => (x ∈ s ∨ x ∈ t) ∨ x ∈ u) = (fun x : α => x ∈ s ∨ (x ∈ t ∨ x ∈ u))) :=
  by paracert_iff_rfl
