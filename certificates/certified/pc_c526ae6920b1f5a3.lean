import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "curry_uncurry" · pair: c526ae6920b1f5a3b38a54615b88198de092c0f24fb359fc08dd72a150f28a33
theorem pc_c526ae6920b1f5a3 {R : Type} [Paracert.LinearOrderedField R] : (∀ (a b c : R), 0 < a ∧ 0 < b ∧ 0 < c → c < a + b → b < a + c → a < b + c → 0 ≤ a ^ 2 * b * (a - b) + b ^ 2 * c * (b - c) + c ^ 2 * a * (c - a)) ↔ (∀ (a b c : R), (0 < a ∧ 0 < b ∧ 0 < c) ∧ c < a + b → b < a + c → a < b + c → 0 ≤ a ^ 2 * b * (a - b) + b ^ 2 * c * (b - c) + c ^ 2 * a * (c - a)) :=
  by paracert_logic
