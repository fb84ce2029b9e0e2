import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: 64d5a13fde46de195c4ea0bd193467dc27142b737557f270ca4676eddee16cbb
theorem pc_64d5a13fde46de19 {α : Type} [Paracert.Preorder α] : (∀ {a b c : α}, a ≤ b → b ≤ c → a ≤ c) ↔ (∀ {c b a : α}, a ≤ b → b ≤ c → a ≤ c) :=
  by paracert_structural
