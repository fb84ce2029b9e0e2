import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 6bd8abeaf4835ae778a81578cc259cb98d7872efda2a6d8cb65aa32cba334268
theorem pc_6bd8abeaf4835ae7 {R : Type} [Paracert.LinearOrderedField R] (abs : R → R) : (∀ (a b : R), abs (a + b) / (1 + abs (a + b)) ≤ abs a / (1 + abs a) + abs b / (1 + abs b)) ↔ (∀ (integer_value offset : R), abs (integer_value + offset) / (1 + abs (integer_value + offset)) ≤ abs integer_value / (1 + abs integer_value) + abs offset / (1 + abs offset)) :=
  by paracert_iff_rfl
