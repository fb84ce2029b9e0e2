import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: notation · pair: d636030272893a4c92338011c0269757c8929813d3946e668ad0b50d6f2294c4
theorem pc_d636030272893a4c : (∀ (α : Type) (s : Set α), (fun x : α => x ∈ s ∨ False) = (fun x : α => x ∈ s)) ↔ (∀ (α : Type) (s : Set α), (fun x : α => x ∈ s ∨ False) = (fun x : α => x ∈ s)) :=
  by paracert_iff_rfl
