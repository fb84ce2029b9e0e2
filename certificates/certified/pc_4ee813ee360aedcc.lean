import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: 4ee813ee360aedccb920c6c4378ba1d60eb84f7b08006646d0881621ad2fefb6
theorem pc_4ee813ee360aedcc {R : Type} [Paracert.LinearOrderedField R] : (∀ (x y : R), y = x ^ 2 - 6 * x + 13 → 4 ≤ y) ↔ (∀ (x y : R), y = x ^ 2 - 6 * x + 13 → y ≥ 4) :=
  by paracert_iff_rfl
