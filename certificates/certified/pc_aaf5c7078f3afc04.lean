import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: aaf5c7078f3afc04533f85f1662880422d10c5899d4d2e0bbbab84fe3b3f12db
theorem pc_aaf5c7078f3afc04 {R : Type} [Paracert.LinearOrderedField R] : (∀ (x y : R), 3 * y = x → 2 * x + 5 * y = 11 → x + y = 4) ↔ (∀ (x y : R), ¬ ¬ (3 * y = x) → 2 * x + 5 * y = 11 → x + y = 4) :=
  by paracert_rules
