import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: ea4d74c537c2d373396f7be54ffbea4eb583b771d4b55e4635dbd6a3e5ffa175
theorem pc_ea4d74c537c2d373_schema {R : Type} [Paracert.LinearOrderedField R] (pcLit0 : Nat) : (∀ (a b : R), a ^ 2 * b ^ pcLit0 = 32 / 27 → a / b ^ pcLit0 = 27 / 4 → a + b = 8 / 3) ↔ (∀ (a b : R), 32 / 27 = a ^ 2 * b ^ pcLit0 → a / b ^ pcLit0 = 27 / 4 → a + b = 8 / 3) :=
  by paracert_rules
theorem pc_ea4d74c537c2d373 {R : Type} [Paracert.LinearOrderedField R] : (∀ (a b : R), a ^ 2 * b ^ 3 = 32 / 27 → a / b ^ 3 = 27 / 4 → a + b = 8 / 3) ↔ (∀ (a b : R), 32 / 27 = a ^ 2 * b ^ 3 → a / b ^ 3 = 27 / 4 → a + b = 8 / 3) :=
  by with_reducible exact pc_ea4d74c537c2d373_schema (3)
