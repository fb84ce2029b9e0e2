import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: ae9a311f34121969ce0fc1d4e7b5b530c40e1d3eec65ae24d0e68e9e621c0fc4
theorem pc_ae9a311f34121969 {α : Type} [Paracert.Preorder α] : (∀ (a : α), a ≤ a) ↔ (∀ (jexxky7 : α), jexxky7 ≤ jexxky7) :=
  by paracert_iff_rfl
