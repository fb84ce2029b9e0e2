import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "quantifier" · pair: 593220e83a0a86f2a67373d050f0d26ef413b47080bee9c1314e6e4ee5ef68e7
theorem pc_593220e83a0a86f2 : (∀ (α : Type) (A B : Set α), (fun x : α => x ∈ A ∧ x ∈ B) = (fun x : α => x ∈ A) → A = B) ↔ (∀ (α : Type) (A B : Set α), (fun x : α => x ∈ A ∧ x ∈ B) = (fun x : α => x ∈ A) → A = B) :=
  by paracert_iff_rfl
