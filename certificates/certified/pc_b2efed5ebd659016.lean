import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "hypothesis_reorder" · pair: b2efed5ebd659016964058b2a615e10bc2539ef9df7fc42d57790e76abaef2b5
theorem pc_b2efed5ebd659016_schema {R : Type} [Paracert.LinearOrderedField R] (pcLit0 : Nat) : (∀ (a b : R), a ^ 2 * b ^ pcLit0 = 32 / 27 → a / b ^ pcLit0 = 27 / 4 → a + b = 8 / 3) ↔ (∀ (a b : R), a / b ^ pcLit0 = 27 / 4 → a ^ 2 * b ^ pcLit0 = 32 / 27 → a + b = 8 / 3) :=
  by paracert_structural
theorem pc_b2efed5ebd659016 {R : Type} [Paracert.LinearOrderedField R] : (∀ (a b : R), a ^ 2 * b ^ 3 = 32 / 27 → a / b ^ 3 = 27 / 4 → a + b = 8 / 3) ↔ (∀ (a b : R), a / b ^ 3 = 27 / 4 → a ^ 2 * b ^ 3 = 32 / 27 → a + b = 8 / 3) :=
  by with_reducible exact pc_b2efed5ebd659016_schema (3)
