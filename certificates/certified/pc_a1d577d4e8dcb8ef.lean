import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: a1d577d4e8dcb8ef28985eb6e7b9c7da755e3bae2d34ff19da928dd0ba7faec4
theorem pc_a1d577d4e8dcb8ef {α : Type} [Paracert.PartialOrder α] : (∀ {a b : α}, a ≤ b → b ≤ a → a = b) ↔ (∀ {a b : α}, a ≤ b → a ≥ b → a = b) :=
  by paracert_iff_rfl
