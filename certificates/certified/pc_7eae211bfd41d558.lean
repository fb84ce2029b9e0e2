import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "curry_uncurry" · pair: 7eae211bfd41d5582a13482a0f5f5242535926cf7d29f765fc631a8a2e710876
theorem pc_7eae211bfd41d558 {α : Type} [Paracert.PartialOrder α] : (∀ {a b : α}, a ≤ b → b ≤ a → a = b) ↔ (∀ {a b : α}, a ≤ b ∧ b ≤ a → a = b) :=
  by paracert_logic
