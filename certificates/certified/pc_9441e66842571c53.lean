import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "contrapositive" · pair: 9441e66842571c5321b5761ea0d0c59ad7c3f6fd4db80b916d7316e7a62a869b
theorem pc_9441e66842571c53 {R : Type} [Paracert.LinearOrderedField R] (sqrt : R → R) : (∀ (x y : R), (x + y) / 2 = 7 → sqrt (x * y) = sqrt 19 → x ^ 2 + y ^ 2 = 158) ↔ (∀ (x y : R), (x + y) / 2 = 7 → ¬ (x ^ 2 + y ^ 2 = 158) → ¬ (sqrt (x * y) = sqrt 19)) :=
  by paracert_logic
