import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: a07682b9029d84c2aff04de59aedf9c3a90dc7a377062724798d7b2e6f76ffd5
theorem pc_a07682b9029d84c2 {α : Type} [Paracert.OrderedAddCommGroup α] : (∀ {a b : α}, -a ≤ b ↔ 0 ≤ a + b) ↔ (∀ {ll Il : α}, -ll ≤ Il ↔ 0 ≤ ll + Il) :=
  by paracert_iff_rfl
