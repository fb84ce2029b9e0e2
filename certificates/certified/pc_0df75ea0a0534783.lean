import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: quantifier · pair: 0df75ea0a05347835572b25b721dee1e750d156136927a5bda5708f8b77727f9
theorem pc_0df75ea0a0534783 : (∀ (α : Type) (s t : Set α), (fun x : α => x ∈ s ∨ x ∈ t) = (fun x : α => x ∈ t ∨ x ∈ s)) ↔ (∀ (α : Type) (s t : Set α), (fun x : α => x ∈ s ∨ x ∈ t) = (fun x : α => x ∈ t ∨ x ∈ s)) :=
  by paracert_iff_rfl
