import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 2ba680500e3b59e554f773411cc9e17c36eda842ddb8d64476b80a2974d24dc3
theorem pc_2ba680500e3b59e5 {α : Type} [Paracert.Preorder α] : (∀ {a b c : α}, a ≤ b → b ≤ c → a ≤ c) ↔ (∀ {zero one negative : α}, zero ≤ one → one ≤ negative → zero ≤ negative) :=
  by paracert_iff_rfl
