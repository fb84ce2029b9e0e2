import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 28bd00c986beb1228cd702a3df519baefbf28b2444b0799c18bbac4f21037916
theorem pc_28bd00c986beb122 {α : Type} [Paracert.Preorder α] : (∀ (a : α), ¬ (a < a)) ↔ (∀ (zero : α), ¬ (zero < zero)) :=
  by paracert_iff_rfl
