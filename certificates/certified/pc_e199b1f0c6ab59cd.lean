import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: syntactic · pair: e199b1f0c6ab59cd2f251083f38265486e084c1fecbee3445644a9b826855e24
theorem pc_e199b1f0c6ab59cd : (∀ (α : Type) (s : Set α), ∀ x : α, x ∈ s → x ∈ s) ↔ (∀ (α : Type) (s : Set α), ∀ x : α, x ∈ s → x ∈ s) :=
  by paracert_iff_rfl
