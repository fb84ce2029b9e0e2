import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 910b63d10659b1dd43db6aa444e542746002ab62dfad632ce89dd6cd63ab267f
theorem pc_910b63d10659b1dd {R : Type} [Paracert.LinearOrderedField R] (abs : R → R) : (∀ (a b : R), a ^ 2 + b ^ 2 = 1 → a * b + abs (a - b) ≤ 1) ↔ (∀ (base_value integer_value : R), base_value ^ 2 + integer_value ^ 2 = 1 → base_value * integer_value + abs (base_value - integer_value) ≤ 1) :=
  by paracert_iff_rfl
