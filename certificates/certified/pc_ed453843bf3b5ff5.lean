import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: ed453843bf3b5ff53d057146e50cace60ac22821f9b8fa0ab13016d71cfca0f4
theorem pc_ed453843bf3b5ff5 {α : Type} [Paracert.PartialOrder α] : (∀ {a b : α}, a ≤ b → b ≤ a → a = b) ↔ (∀ {a b : α}, a ≤ b → b ≤ a → a = b) :=
  by paracert_iff_rfl
