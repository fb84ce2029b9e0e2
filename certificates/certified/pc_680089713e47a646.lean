import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 680089713e47a646076547ddd4ffb28a635568cb347e64cf58fa7e4f85d7b87e
theorem pc_680089713e47a646 {α : Type} [Paracert.LinearOrderedAddCommGroup α] (abs : α → α) : (∀ (a b : α), abs (a + b) ≤ abs a + abs b) ↔ (∀ (integer_value offset : α), abs (integer_value + offset) ≤ abs integer_value + abs offset) :=
  by paracert_iff_rfl
