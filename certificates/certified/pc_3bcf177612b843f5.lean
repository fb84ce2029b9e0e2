import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: syntactic · pair: 3bcf177612b843f5169b269df2c3f0062d8cf6db481dd0f6179a0a6f2f03f133
theorem pc_3bcf177612b843f5 : (∀ (α : Type) (s t u : Set α), (fun x : α => (x ∈ s ∨ x ∈ t) ∨ x ∈ u) = (fun x : α => x ∈ s ∨ (x ∈ t ∨ x ∈ u))) ↔ (∀ (α : Type) (s t u : Set α), (fun x : α => (x ∈ s ∨ x ∈ t) ∨ x ∈ u) = (fun x : α => x ∈ s ∨ (x ∈ t ∨ x ∈ u))) :=
  by paracert_iff_rfl
