import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: b917193315f5aa37f7c7b2714f784d4be5c494a9549f3e61afa587565a881647
theorem pc_b917193315f5aa37 {α : Type} [Paracert.Preorder α] : (∀ (a : α), ¬ (a < a)) ↔ (∀ (ll : α), ¬ (ll < ll)) :=
  by paracert_iff_rfl
