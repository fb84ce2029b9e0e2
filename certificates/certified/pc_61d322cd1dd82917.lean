import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 61d322cd1dd829171b0d80c058db7c72294836a29d2abbc640d4acd40a72c063
theorem pc_61d322cd1dd82917 {α : Type} [Paracert.OrderedAddCommGroup α] : (∀ {a b : α}, -a ≤ b ↔ 0 ≤ a + b) ↔ (∀ {zoicjb8 dyjakz6 : α}, -zoicjb8 ≤ dyjakz6 ↔ 0 ≤ zoicjb8 + dyjakz6) :=
  by paracert_iff_rfl
