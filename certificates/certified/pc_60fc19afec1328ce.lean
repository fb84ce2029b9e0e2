import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: notation · pair: 60fc19afec1328ce444830e7d28827082b4a896fd415a0b6b1e294cdcb60ea65
theorem pc_60fc19afec1328ce : (∀ (α : Type) (s t : Set α), (fun x : α => x ∈ s ∨ x ∈ t) = (fun x : α => x ∈ t ∨ x ∈ s)) ↔ (∀ (α : Type) (s t : Set α), (fun x : α => x ∈ s ∨ x ∈ t) = (fun x : α => x ∈ t ∨ x ∈ s)) :=
  by paracert_iff_rfl
