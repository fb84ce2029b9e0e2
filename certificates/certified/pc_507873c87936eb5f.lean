import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: notation · pair: 507873c87936eb5fc0b405fde4dcb6db2577cb7852dfaf784adb6731dd74abea
theorem pc_507873c87936eb5f : (∀ (α : Type) (A B : Set α), (fun x : α => x ∈ A ∧ x ∈ B) = (fun x : α => x ∈ A) → A = B) ↔ (∀ (α : Type) (A B : Set α), (fun x : α => x ∈ A ∧ x ∈ B) = (fun x : α => x ∈ A) → A = B) :=
  by paracert_iff_rfl
