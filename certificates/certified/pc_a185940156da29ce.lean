import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "curry_uncurry" · pair: a185940156da29ceec0f8880bc7b9b77957c969256860053bfb5d35b5baf8098
theorem pc_a185940156da29ce {R : Type} [Paracert.LinearOrderedField R] : (∀ (a b : R), a * b = 180 → 2 * (a + b) = 54 → a ^ 2 + b ^ 2 = 369) ↔ (∀ (a b : R), a * b = 180 ∧ 2 * (a + b) = 54 → a ^ 2 + b ^ 2 = 369) :=
  by paracert_logic
