import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: b011baefa8ae52249cf19cd35383a2d2287a01fabf30d8a092004dcaf9c916f2
theorem pc_b011baefa8ae5224 {R : Type} [Paracert.LinearOrderedField R] (sqrt : R → R) : (∀ (x y : R), (x + y) / 2 = 7 → sqrt (x * y) = sqrt 19 → x ^ 2 + y ^ 2 = 158) ↔ (∀ (x y : R), 7 = (x + y) / 2 → sqrt (x * y) = sqrt 19 → x ^ 2 + y ^ 2 = 158) :=
  by paracert_rules
