import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "unpack" · pair: 776d15f09e9add956087c394ac21a87b2da1a532e181d0644b7ea6abe8f8d265
theorem pc_776d15f09e9add95 : (∀ (α : Type) (s : Set α), ∀ x : α, False → x ∈ s) ↔ (∀ (α : Type) (s : Set α), ∀ x : α, False → x ∈ s) :=
  by paracert_iff_rfl
