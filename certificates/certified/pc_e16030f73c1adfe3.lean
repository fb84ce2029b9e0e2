import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: e16030f73c1adfe33f515ccb5c409e88f53fb15ab4a3f124fb08f0f891e2c55d
theorem pc_e16030f73c1adfe3 {R : Type} [Paracert.LinearOrderedField R] (sqrt : R → R) : (∀ (a b c d : R), b = a ^ 2 → a + b = 1 → d = c ^ 2 → c + d = 1 → a ≠ c → sqrt ((a - c) ^ 2 + (b - d) ^ 2) = sqrt 10) ↔ (∀ (b a c d : R), b = a ^ 2 → a + b = 1 → d = c ^ 2 → c + d = 1 → a ≠ c → sqrt ((a - c) ^ 2 + (b - d) ^ 2) = sqrt 10) :=
  by paracert_structural
