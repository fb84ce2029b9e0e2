import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: ecb0b31c8496f590188a860be163c300a8a2a98e2f113eae74f663fed635c85b
theorem pc_ecb0b31c8496f590 {α : Type} [Paracert.Preorder α] : (∀ {a b c : α}, a ≤ b → b ≤ c → a ≤ c) ↔ (∀ {a b c : α}, a ≤ b → b ≤ c → a ≤ c) :=
  by paracert_iff_rfl
