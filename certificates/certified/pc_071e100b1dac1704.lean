import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "hypothesis_reorder" · pair: 071e100b1dac170405c2caa43eb0ea190c42e690894ac482452a0502a600e86c
theorem pc_071e100b1dac1704 {R : Type} [Paracert.LinearOrderedField R] (sqrt : R → R) : (∀ (x y : R), (x + y) / 2 = 7 → sqrt (x * y) = sqrt 19 → x ^ 2 + y ^ 2 = 158) ↔ (∀ (x y : R), sqrt (x * y) = sqrt 19 → (x + y) / 2 = 7 → x ^ 2 + y ^ 2 = 158) :=
  by paracert_structural
