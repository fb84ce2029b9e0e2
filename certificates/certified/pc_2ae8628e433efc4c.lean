import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 2ae8628e433efc4c140c765846e5c946d2137f3dc592c2f635bf8203aa39a93c
theorem pc_2ae8628e433efc4c {R : Type} [Paracert.LinearOrderedField R] (abs : R → R) : (∀ (x : R), abs (x - 1) + abs x + abs (x + 1) = x + 2 → 0 ≤ x ∧ x ≤ 1) ↔ (∀ (x : R), ¬ ¬ (abs (x - 1) + abs x + abs (x + 1) = x + 2) → 0 ≤ x ∧ x ≤ 1) :=
  by paracert_rules
