import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: a44ce7fa54357443153aa32860b662049a88ffca2f8c63ce4601f2f09a712bff
theorem pc_a44ce7fa54357443_schema {R : Type} [Paracert.LinearOrderedField R] (pcLit0 : Nat) : (∀ (x y : R), x ^ 2 + 8 * x + y ^ 2 - 6 * y = 0 → (x + 4) ^ 2 + (y - 3) ^ 2 = 5 ^ pcLit0) ↔ (∀ (x y : R), 0 = x ^ 2 + 8 * x + y ^ 2 - 6 * y → (x + 4) ^ 2 + (y - 3) ^ 2 = 5 ^ pcLit0) :=
  by paracert_rules
theorem pc_a44ce7fa54357443 {R : Type} [Paracert.LinearOrderedField R] : (∀ (x y : R), x ^ 2 + 8 * x + y ^ 2 - 6 * y = 0 → (x + 4) ^ 2 + (y - 3) ^ 2 = 5 ^ 2) ↔ (∀ (x y : R), 0 = x ^ 2 + 8 * x + y ^ 2 - 6 * y → (x + 4) ^ 2 + (y - 3) ^ 2 = 5 ^ 2) :=
  by with_reducible exact pc_a44ce7fa54357443_schema (2)
