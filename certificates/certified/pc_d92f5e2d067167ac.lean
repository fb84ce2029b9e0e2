import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: d92f5e2d067167ac3247f37e55af40a3f5df001b12d854594f6e43443638bcf7
theorem pc_d92f5e2d067167ac {R : Type} [Paracert.LinearOrderedField R] (abs : R → R) : (∀ (a b : R), a ^ 2 + b ^ 2 = 1 → a * b + abs (a - b) ≤ 1) ↔ (∀ (a b : R), a ^ 2 + b ^ 2 = 1 → 1 ≥ a * b + abs (a - b)) :=
  by paracert_iff_rfl
