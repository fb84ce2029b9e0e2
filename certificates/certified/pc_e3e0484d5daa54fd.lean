import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: e3e0484d5daa54fd84cfa1294dd159177f37d7db2025b74938ebf018ce1376ac
theorem pc_e3e0484d5daa54fd {α : Type} [Paracert.DivisionRing α] : (∀ {a : α}, a ≠ 0 → a / a = 1) ↔ (∀ {ll : α}, ll ≠ 0 → ll / ll = 1) :=
  by paracert_iff_rfl
