import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: a802b666c9cdc6aa31cdc9a4f33cdd638087051e52c37cb6feb60e4c8e00c7eb
theorem pc_a802b666c9cdc6aa {α : Type} [Paracert.DivisionRing α] : (∀ {a : α}, a ≠ 0 → a / a = 1) ↔ (∀ {a : α}, a ≠ 0 → a / a = 1) :=
  by paracert_iff_rfl
