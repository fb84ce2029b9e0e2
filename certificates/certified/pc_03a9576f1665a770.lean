import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: 03a9576f1665a770e391fdc62603ed8309525bdfe646cd19038ba436be089846
theorem pc_03a9576f1665a770 {α : Type} [Paracert.PartialOrder α] : (∀ {a b : α}, a ≤ b → b ≤ a → a = b) ↔ (∀ {a b : α}, a ≤ b → b ≤ a → b = a) :=
  by paracert_structural
