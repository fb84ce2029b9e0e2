import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 3324428a048ac1fefeddb383180db4301b32e815c8b909a987828fe71cc65815
theorem pc_3324428a048ac1fe {α : Type} [Paracert.DivisionRing α] : (∀ (a : α) {b : α}, b ≠ 0 → a * b / b = a) ↔ (∀ (integer_value : α) {modulus : α}, modulus ≠ 0 → integer_value * modulus / modulus = integer_value) :=
  by paracert_iff_rfl
