import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "curry_uncurry" · pair: be27af796be88fbf642d40ef47538432d0d118395de3f33514a178718cabceef
theorem pc_be27af796be88fbf_schema {R : Type} [Paracert.LinearOrderedField R] (pcLit0 : Nat) : (∀ (a b : R), a ^ 2 * b ^ pcLit0 = 32 / 27 → a / b ^ pcLit0 = 27 / 4 → a + b = 8 / 3) ↔ (∀ (a b : R), a ^ 2 * b ^ pcLit0 = 32 / 27 ∧ a / b ^ pcLit0 = 27 / 4 → a + b = 8 / 3) :=
  by paracert_logic
theorem pc_be27af796be88fbf {R : Type} [Paracert.LinearOrderedField R] : (∀ (a b : R), a ^ 2 * b ^ 3 = 32 / 27 → a / b ^ 3 = 27 / 4 → a + b = 8 / 3) ↔ (∀ (a b : R), a ^ 2 * b ^ 3 = 32 / 27 ∧ a / b ^ 3 = 27 / 4 → a + b = 8 / 3) :=
  by with_reducible exact pc_be27af796be88fbf_schema (3)
