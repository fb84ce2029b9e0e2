import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 19ffca74baf64572018a87a4efdee74a31b12cef62985b9814a600497e733daa
theorem pc_19ffca74baf64572 {α : Type} [Paracert.Preorder α] : (∀ {a b c : α}, a ≤ b → b ≤ c → a ≤ c) ↔ (∀ {ll Il lI : α}, ll ≤ Il → Il ≤ lI → ll ≤ lI) :=
  by paracert_iff_rfl
