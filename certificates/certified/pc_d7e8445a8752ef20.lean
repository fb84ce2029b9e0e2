import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: d7e8445a8752ef20d705b0466b0328d2e02be2e14c7927153014ef9045db92b4
theorem pc_d7e8445a8752ef20 {α : Type} [Paracert.DivisionRing α] : (∀ {a : α}, a ≠ 0 → a / a = 1) ↔ (∀ {a : α}, a ≠ 0 → 1 = a / a) :=
  by paracert_rules
