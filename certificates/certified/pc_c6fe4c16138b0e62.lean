import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: c6fe4c16138b0e629217c9a6acc98832c6d67dec6fd0950a8288c08c6dc890f5
theorem pc_c6fe4c16138b0e62 {α : Type} [Paracert.Preorder α] : (∀ (a : α), a ≤ a) ↔ (∀ (zero : α), zero ≤ zero) :=
  by paracert_iff_rfl
