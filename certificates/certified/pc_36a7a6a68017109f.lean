import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "curry_uncurry" · pair: 36a7a6a68017109f87965bd767e84d0f43318449b2984b6711acfa11de0a1e7b
theorem pc_36a7a6a68017109f {R : Type} [Paracert.LinearOrderedField R] (sqrt : R → R) : (∀ (x y : R), (x + y) / 2 = 7 → sqrt (x * y) = sqrt 19 → x ^ 2 + y ^ 2 = 158) ↔ (∀ (x y : R), (x + y) / 2 = 7 ∧ sqrt (x * y) = sqrt 19 → x ^ 2 + y ^ 2 = 158) :=
  by paracert_logic
