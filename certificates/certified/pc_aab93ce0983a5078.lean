import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: aab93ce0983a507852c326adabe1705b7ab9bb6c44c994b6228a82cd0c6e8c2b
theorem pc_aab93ce0983a5078_schema {R : Type} [Paracert.LinearOrderedField R] (pcLit0 : Nat) : (∀ (x y : R), x ^ 2 + 8 * x + y ^ 2 - 6 * y = 0 → (x + 4) ^ 2 + (y - 3) ^ 2 = 5 ^ pcLit0) ↔ (∀ (x y : R), ¬ ¬ (x ^ 2 + 8 * x + y ^ 2 - 6 * y = 0) → (x + 4) ^ 2 + (y - 3) ^ 2 = 5 ^ pcLit0) :=
  by paracert_rules
theorem pc_aab93ce0983a5078 {R : Type} [Paracert.LinearOrderedField R] : (∀ (x y : R), x ^ 2 + 8 * x + y ^ 2 - 6 * y = 0 → (x + 4) ^ 2 + (y - 3) ^ 2 = 5 ^ 2) ↔ (∀ (x y : R), ¬ ¬ (x ^ 2 + 8 * x + y ^ 2 - 6 * y = 0) → (x + 4) ^ 2 + (y - 3) ^ 2 = 5 ^ 2) :=
  by with_reducible exact pc_aab93ce0983a5078_schema (2)
