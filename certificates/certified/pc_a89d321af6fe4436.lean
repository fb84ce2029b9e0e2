import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: passive · pair: a89d321af6fe4436d25fca1581d701547be1432810691e268025672a244a9e42
theorem pc_a89d321af6fe4436 : (∀ (α : Type) (s t : Set α), (fun x : α => x ∈ s ∨ x ∈ t) = (fun x : α => x ∈ t ∨ x ∈ s)) ↔ (∀ (α : Type) (s t : Set α), (fun x : α => x ∈ s ∨ x ∈ t) = (fun x : α => x ∈ t ∨ x ∈ s)) :=
  by paracert_iff_rfl
