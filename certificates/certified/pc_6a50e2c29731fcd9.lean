import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 6a50e2c29731fcd91ead7c142128038f2e8f96adfd4be1d2010570d31e9bf3db
theorem pc_6a50e2c29731fcd9 {α : Type} [Paracert.StrictOrderedSemiring α] : (∀ {a b : α}, 0 < a → 0 < b → 0 < a * b) ↔ (∀ {zero one : α}, 0 < zero → 0 < one → 0 < zero * one) :=
  by paracert_iff_rfl
