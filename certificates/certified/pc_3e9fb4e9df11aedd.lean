import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 3e9fb4e9df11aedd176a6b2eca759cf9aed7594a57fd10d0746005615f57ca5d
theorem pc_3e9fb4e9df11aedd_schema {R : Type} [Paracert.LinearOrderedField R] (pcLit0 : Nat) : (∀ (x : R), (x + 1) ^ 2 * x = x ^ pcLit0 + 2 * x ^ 2 + x) ↔ (∀ (x : R), ¬ ¬ ((x + 1) ^ 2 * x = x ^ pcLit0 + 2 * x ^ 2 + x)) :=
  by paracert_rules
theorem pc_3e9fb4e9df11aedd {R : Type} [Paracert.LinearOrderedField R] : (∀ (x : R), (x + 1) ^ 2 * x = x ^ 3 + 2 * x ^ 2 + x) ↔ (∀ (x : R), ¬ ¬ ((x + 1) ^ 2 * x = x ^ 3 + 2 * x ^ 2 + x)) :=
  by with_reducible exact pc_3e9fb4e9df11aedd_schema (3)
