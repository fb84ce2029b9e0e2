import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "hypothesis_reorder" · pair: 8a49c2979ecb1a529e7f05b5ed96d32e06fca61092302811895e4731a280a263
theorem pc_8a49c2979ecb1a52 {R : Type} [Paracert.LinearOrderedField R] : (∀ (x y z : R), x ≠ 0 → 2 * x = 5 * y → 7 * y = 10 * z → z / x = 7 / 25) ↔ (∀ (x y z : R), 2 * x = 5 * y → x ≠ 0 → 7 * y = 10 * z → z / x = 7 / 25) :=
  by paracert_structural
