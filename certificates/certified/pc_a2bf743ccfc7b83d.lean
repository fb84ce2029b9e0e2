import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: a2bf743ccfc7b83da9f3ed5584f203df82a4f4fa6ffcadd04186e4574a1eb5b7
theorem pc_a2bf743ccfc7b83d {α : Type} [Paracert.LinearOrderedAddCommGroup α] (abs : α → α) : (∀ (a : α), abs (-a) = abs a) ↔ (∀ (integer_value : α), abs (-integer_value) = abs integer_value) :=
  by paracert_iff_rfl
