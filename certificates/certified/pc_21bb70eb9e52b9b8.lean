import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "notation" · pair: 21bb70eb9e52b9b85ff978bfa1b8e6405a1f254fb4c06b4c774f1f358cdcc417
theorem pc_21bb70eb9e52b9b8 : (∀ (α : Type) (A B : Set α), (fun x : α => x ∈ A ∧ x ∈ B) = (fun x : α => x ∈ A) → A = B) ↔ (∀ (α : Type) (A B : Set α), (fun x : α => x ∈ A ∧ x ∈ B) = (fun x : α => x ∈ A) → A = B) :=
  by paracert_iff_rfl
