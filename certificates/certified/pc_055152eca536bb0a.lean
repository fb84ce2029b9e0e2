import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "hypothesis_reorder" · pair: 055152eca536bb0af5a3f5ecbb94ce749f47f6f691c5455dde87ac0d59ab0b43
theorem pc_055152eca536bb0a {R : Type} [Paracert.LinearOrderedField R] : (∀ (a b : R), a = -1 → b = 5 → -a - b ^ 2 + 3 * (a * b) = -39) ↔ (∀ (a b : R), b = 5 → a = -1 → -a - b ^ 2 + 3 * (a * b) = -39) :=
  by paracert_structural
