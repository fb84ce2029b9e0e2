import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "curry_uncurry" · pair: 3fea66b4a3bb580a7c6c7c4eed7a671a0d5b0c275de6999c45cc84684cbbfd2e
theorem pc_3fea66b4a3bb580a {R : Type} [Paracert.LinearOrderedField R] : (∀ (a b c : R), 0 < a ∧ 0 < b ∧ 0 < c → c < a + b → b < a + c → a < b + c → a ^ 2 * (b + c - a) + b ^ 2 * (c + a - b) + c ^ 2 * (a + b - c) ≤ 3 * a * b * c) ↔ (∀ (a b c : R), (0 < a ∧ 0 < b ∧ 0 < c) ∧ c < a + b → b < a + c → a < b + c → a ^ 2 * (b + c - a) + b ^ 2 * (c + a - b) + c ^ 2 * (a + b - c) ≤ 3 * a * b * c) :=
  by paracert_logic
