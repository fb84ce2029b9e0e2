import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: 9aca37789420ced331b98ddb2c2e1a235668a63843772aba1707c0055f50ecd5
theorem pc_9aca37789420ced3 {R : Type} [Paracert.LinearOrderedField R] (abs : R → R) : (∀ (a b : R), a ^ 2 + b ^ 2 = 1 → a * b + abs (a - b) ≤ 1) ↔ (∀ (a b : R), 1 = a ^ 2 + b ^ 2 → a * b + abs (a - b) ≤ 1) :=
  by paracert_rules
