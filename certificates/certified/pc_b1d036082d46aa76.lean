import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: b1d036082d46aa764ed704c4bffde8bb0e2af0750dfc2b96ad6bfb69df25c82c
theorem pc_b1d036082d46aa76 : (∀ {α : Type} [Paracert.LinearOrderedAddCommGroup α] (abs : α → α), ∀ {a b : α}, abs a ≤ b ↔ -b ≤ a ∧ a ≤ b) ↔ (∀ {α : Type} [Paracert.LinearOrderedAddCommGroup α] (f : α → α), ∀ {a b : α}, f a ≤ b ↔ -b ≤ a ∧ a ≤ b) :=
  by paracert_iff_rfl
