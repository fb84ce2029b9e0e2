import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: quantifier · pair: 631577c79f79200c2c939404cd028757e074be8589ec4158a0e02f67dc6a28a4
theorem pc_631577c79f79200c : (∀ (α : Type) (A B : Set α), (fun x : α => x ∈ A ∧ x ∈ B) = (fun x : α => x ∈ A) → A = B) ↔ (∀ (α : Type) (A B : Set α), (fun x : α => x ∈ A ∧ x ∈ B) = (fun x : α => x ∈ A) → A = B) :=
  by paracert_iff_rfl
