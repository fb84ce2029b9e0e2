import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 8dc20a6a89976e870f4c6f872e830a327633839971451562b8bcd39693a78a03
theorem pc_8dc20a6a89976e87_schema {α : Type} {F : Type} [EmptyCollection F] [Singleton α F] (card : F → Nat) (pcLit0 : _) : (card (∅ : F) = pcLit0) ↔ (card (∅ : F) = pcLit0) :=
  by paracert_iff_rfl
theorem pc_8dc20a6a89976e87 {α : Type} {F : Type} [EmptyCollection F] [Singleton α F] (card : F → Nat) : (card (∅ : F) = 0) ↔ (card (∅ : F) = 0) :=
  by with_reducible exact pc_8dc20a6a89976e87_schema card (0)
