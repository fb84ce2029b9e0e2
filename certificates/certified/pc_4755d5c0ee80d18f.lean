import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "quantifier" · pair: 4755d5c0ee80d18f8424c64cd307f55463ecc064ee1eff41588e3dc08cd5b25b
theorem pc_4755d5c0ee80d18f : (∀ (α : Type) (s : Set α), ∀ x : α, False → x ∈ s) ↔ (∀ (α : Type) (s : Set α), ∀ x : α, False → x ∈ s) :=
  by paracert_iff_rfl
