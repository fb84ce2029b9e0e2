import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: unpack · pair: b36862fe081fce213b5369128262174abcce226c862ad648b6fdbf60c0170bf7
theorem pc_b36862fe081fce21 : (∀ (α : Type) (s : Set α), (fun x : α => x ∈ s ∨ False) = (fun x : α => x ∈ s)) ↔ (∀ (α : Type) (s : Set α), (fun x : α => x ∈ s ∨ False) = (fun x : α => x ∈ s)) :=
  by paracert_iff_rfl
