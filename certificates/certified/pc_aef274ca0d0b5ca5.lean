import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "contrapositive" · pair: aef274ca0d0b5ca56dc9168616078b683c36dda6eae0fdcbeffc08e8ea0b5f13
theorem pc_aef274ca0d0b5ca5 {α : Type} [Paracert.Preorder α] : (∀ {a b c : α}, a ≤ b → b ≤ c → a ≤ c) ↔ (∀ {a b c : α}, a ≤ b → ¬ (a ≤ c) → ¬ (b ≤ c)) :=
  by paracert_logic
