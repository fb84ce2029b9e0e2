import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: notation · pair: b8686dafdbb230b76fe7b4fff12d517fa1bab2c4fb0f5449bb70d4e03ec14ae9
theorem pc_b8686dafdbb230b7 : (∀ (α : Type) (s : Set α), ∀ x : α, False → x ∈ s) ↔ (∀ (α : Type) (s : Set α), ∀ x : α, False → x ∈ s) :=
  by paracert_iff_rfl
