import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "contrapositive" · pair: ec36eb7cd1c4086bb6acc6d289507127f49a14de760b38223dcd917d8d077026
theorem pc_ec36eb7cd1c4086b {R : Type} [Paracert.LinearOrderedField R] : (∀ (x y z : R), 3 * x + 4 * y - 12 * z = 10 → -2 * x - 3 * y + 9 * z = -4 → x = 14) ↔ (∀ (x y z : R), 3 * x + 4 * y - 12 * z = 10 → ¬ (x = 14) → ¬ (-2 * x - 3 * y + 9 * z = -4)) :=
  by paracert_logic
