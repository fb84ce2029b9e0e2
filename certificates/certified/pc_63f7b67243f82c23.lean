import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: equivalent · pair: 63f7b67243f82c23750b84ff070c4f94089120b396b791abf5243ae5c8defb32
theorem pc_63f7b67243f82c23 : (∀ (α : Type) (s : Set α), ∀ x : α, x ∈ s → x ∈ s) ↔ (∀ (α : Type) (s : Set α), ∀ x : α, x ∈ s → x ∈ s) :=
  by paracert_iff_rfl
