import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 15110b72a0bf739f4896bc407ccfc0d8969b7702566178f3ec8df93cf5f5f1dd
theorem pc_15110b72a0bf739f {α : Type} [Paracert.Preorder α] : (∀ {a b c : α}, a ≤ b → b ≤ c → a ≤ c) ↔ (∀ {qqoqrl6 wkgmye2 qyfgzp0 : α}, qqoqrl6 ≤ wkgmye2 → wkgmye2 ≤ qyfgzp0 → qqoqrl6 ≤ qyfgzp0) :=
  by paracert_iff_rfl
