import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: unpack · pair: 29e9d6dd1e385df5bb1db19535cb0aa09645ff64577fa2f5bb0513885dc2939e
theorem pc_29e9d6dd1e385df5 : (∀ (α : Type) (s : Set α), ∀ x : α, x ∈ s → x ∈ s) ↔ (∀ (α : Type) (s : Set α), ∀ x : α, x ∈ s → x ∈ s) :=
  by paracert_iff_rfl
