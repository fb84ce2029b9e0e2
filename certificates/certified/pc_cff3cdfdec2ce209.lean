import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: cff3cdfdec2ce209f78c9f2a4abbc5108ab1d23a6158793f6ae56c60e1cce429
theorem pc_cff3cdfdec2ce209 {α : Type} [Paracert.PartialOrder α] : (∀ {a b : α}, a ≤ b → b ≤ a → a = b) ↔ (∀ {integer_value offset : α}, integer_value ≤ offset → offset ≤ integer_value → integer_value = offset) :=
  by paracert_iff_rfl
