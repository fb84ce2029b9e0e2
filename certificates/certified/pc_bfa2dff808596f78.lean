import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "contrapositive" · pair: bfa2dff808596f78cc9c80f4b345d3e3bf13cc4ab5ecd0d54d8ee169582864d7
theorem pc_bfa2dff808596f78 {R : Type} [Paracert.LinearOrderedField R] (sqrt : R → R) : (∀ (a b c d : R), b = a ^ 2 → a + b = 1 → d = c ^ 2 → c + d = 1 → a ≠ c → sqrt ((a - c) ^ 2 + (b - d) ^ 2) = sqrt 10) ↔ (∀ (a b c d : R), b = a ^ 2 → a + b = 1 → d = c ^ 2 → c + d = 1 → ¬ (sqrt ((a - c) ^ 2 + (b - d) ^ 2) = sqrt 10) → ¬ (a ≠ c)) :=
  by paracert_logic
