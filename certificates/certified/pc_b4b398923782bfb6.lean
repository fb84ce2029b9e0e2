import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: b4b398923782bfb6f32ac8a53a38ee5aad304c4ea1e0ff518f2186f7e08077f6
theorem pc_b4b398923782bfb6 {α : Type} [Paracert.LinearOrderedAddCommGroup α] (abs : α → α) : (∀ (a b : α), abs (a + b) ≤ abs a + abs b) ↔ (∀ (a b : α), abs a + abs b ≥ abs (a + b)) :=
  by paracert_iff_rfl
