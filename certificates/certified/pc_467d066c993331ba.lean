import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 467d066c993331ba69742e995a4b217048f5b8faeed711cfd33a0793efdf5ee9
theorem pc_467d066c993331ba {α : Type} [Paracert.Preorder α] : (∀ (a : α), a ≤ a) ↔ (∀ (ll : α), ll ≤ ll) :=
  by paracert_iff_rfl
