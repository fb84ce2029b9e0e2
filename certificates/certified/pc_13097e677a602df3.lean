import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: 13097e677a602df377462c20f1fa3a77d45d364915ed5c72939502e41f86fd3e
theorem pc_13097e677a602df3 {R : Type} [Paracert.LinearOrderedField R] (abs : R → R) : (∀ (x y : R), abs (x + y) + abs (x - y) = 2 → x ^ 2 - 6 * x + y ^ 2 ≤ 8) ↔ (∀ (x y : R), abs (x + y) + abs (x - y) = 2 → 8 ≥ x ^ 2 - 6 * x + y ^ 2) :=
  by paracert_iff_rfl
