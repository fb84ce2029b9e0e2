import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: quantifier · pair: d1fef112f4242d1578e38edbf4eb19ce73b1558599ca23c552163e1764a09ffb
theorem pc_d1fef112f4242d15 : (∀ (α : Type) (s : Set α), (fun x : α => x ∈ s ∨ False) = (fun x : α => x ∈ s)) ↔ (∀ (α : Type) (s : Set α), (fun x : α => x ∈ s ∨ False) = (fun x : α => x ∈ s)) :=
  by paracert_iff_rfl
