import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "de_morgan" · pair: a91ffdb2e616592413db7ffa919f998706c60d672238d953b845d0944f618675
theorem pc_a91ffdb2e6165924 {R : Type} [Paracert.LinearOrderedField R] : (∀ (a b : R), (∀ (x : R), x - 3 ≠ 0 ∧ x - 5 ≠ 0 → 4 * x / (x ^ 2 - 8 * x + 15) = a / (x - 3) + b / (x - 5)) → a = -6 ∧ b = 10) ↔ (∀ (a b : R), (∀ (x : R), ¬ (x - 3 = 0 ∨ x - 5 = 0) → 4 * x / (x ^ 2 - 8 * x + 15) = a / (x - 3) + b / (x - 5)) → a = -6 ∧ b = 10) :=
  by paracert_logic
