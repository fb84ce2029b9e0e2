import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: passive · pair: 9868c6a23f969448e5f78259b2b2ec3ddad51a365b2cc2f59d0b70d839b2ba43
theorem pc_9868c6a23f969448 : (∀ (α : Type) (s : Set α), ∀ x : α, x ∈ s → x ∈ s) ↔ (∀ (α : Type) (s : Set α), ∀ x : α, x ∈ s → x ∈ s) :=
  by paracert_iff_rfl
