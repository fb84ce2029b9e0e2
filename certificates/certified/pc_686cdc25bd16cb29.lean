import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "curry_uncurry" · pair: 686cdc25bd16cb290ded9576528bba26360e6c776ba5cef82f9f7a26324e4349
theorem pc_686cdc25bd16cb29 {R : Type} [Paracert.LinearOrderedField R] (sqrt : R → R) : (∀ (x : R), 0 ≤ 3 - x → 0 ≤ x + 1 → 1 / 2 < sqrt (3 - x) - sqrt (x + 1) → -1 ≤ x ∧ x < 1 - sqrt 31 / 8) ↔ (∀ (x : R), 0 ≤ 3 - x ∧ 0 ≤ x + 1 → 1 / 2 < sqrt (3 - x) - sqrt (x + 1) → -1 ≤ x ∧ x < 1 - sqrt 31 / 8) :=
  by paracert_logic
