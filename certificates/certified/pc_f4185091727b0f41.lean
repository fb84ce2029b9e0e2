import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: equivalent · pair: f4185091727b0f41f20238b17bcd6b03e56503ba439caadb65f519bce7245715
theorem pc_f4185091727b0f41 : (∀ (α : Type) (s : Set α), (fun x : α => x ∈ s ∨ False) = (fun x : α => x ∈ s)) ↔ (∀ (α : Type) (s : Set α), (fun x : α => x ∈ s ∨ False) = (fun x : α => x ∈ s)) :=
  by paracert_iff_rfl
