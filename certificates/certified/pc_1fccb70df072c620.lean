import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "contrapositive" · pair: 1fccb70df072c620b07977177627e71dfefeadd55d02dfe68b5eef1550ea0c5f
theorem pc_1fccb70df072c620_schema {R : Type} [Paracert.LinearOrderedField R] (pcLit0 : Nat) : (∀ (a b : R), a ^ 2 * b ^ pcLit0 = 32 / 27 → a / b ^ pcLit0 = 27 / 4 → a + b = 8 / 3) ↔ (∀ (a b : R), a ^ 2 * b ^ pcLit0 = 32 / 27 → ¬ (a + b = 8 / 3) → ¬ (a / b ^ pcLit0 = 27 / 4)) :=
  by paracert_logic
theorem pc_1fccb70df072c620 {R : Type} [Paracert.LinearOrderedField R] : (∀ (a b : R), a ^ 2 * b ^ 3 = 32 / 27 → a / b ^ 3 = 27 / 4 → a + b = 8 / 3) ↔ (∀ (a b : R), a ^ 2 * b ^ 3 = 32 / 27 → ¬ (a + b = 8 / 3) → ¬ (a / b ^ 3 = 27 / 4)) :=
  by with_reducible exact pc_1fccb70df072c620_schema (3)
