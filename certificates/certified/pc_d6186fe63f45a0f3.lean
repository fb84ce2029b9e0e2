import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: equivalent · pair: d6186fe63f45a0f32582d21c9d598ea42759f7e762f117bb5983a36be61ea79b
theorem pc_d6186fe63f45a0f3 : (∀ (α : Type) (s t : Set α), (fun x : α => x ∈ s ∨ x ∈ t) = (fun x : α => x ∈ t ∨ x ∈ s)) ↔ (∀ (α : Type) (s t : Set α), (fun x : α => x ∈ s ∨ x ∈ t) = (fun x : α => x ∈ t ∨ x ∈ s)) :=
  by paracert_iff_rfl
