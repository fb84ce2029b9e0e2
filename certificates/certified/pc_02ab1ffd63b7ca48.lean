import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 02ab1ffd63b7ca4843b9b57bd62652f05570788f9c357d9a9f83fe79bf5cf416
theorem pc_02ab1ffd63b7ca48 {α : Type} [Paracert.OrderedAddCommGroup α] : (∀ {a b : α}, -a ≤ b ↔ 0 ≤ a + b) ↔ (∀ {a b : α}, -a ≤ b ↔ 0 ≤ a + b) :=
  by paracert_iff_rfl
