import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: passive · pair: 957008eaad15221f6ea3df9e5999d914cf6db531b97c4c592eb7604ddb6e947b
theorem pc_957008eaad15221f : (∀ (α : Type) (s : Set α), ∀ x : α, False → x ∈ s) ↔ (∀ (α : Type) (s : Set α), ∀ x : α, False → x ∈ s) :=
  by paracert_iff_rfl
