import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 1e82cc3ac8d7aa962826c1906eb955ca91b4dc88d390a5307b2f337293ec1088
theorem pc_1e82cc3ac8d7aa96 {α : Type} [Paracert.LinearOrderedRing α] (abs : α → α) : (∀ (a b : α), abs (a * b) = abs a * abs b) ↔ (∀ (a b : α), abs (a * b) = abs a * abs b) :=
  by paracert_iff_rfl
