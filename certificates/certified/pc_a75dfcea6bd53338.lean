import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: a75dfcea6bd53338be5a6b49c6b0b5a8c0999a2a60d16e7cb93c80ed8b8c488f
theorem pc_a75dfcea6bd53338 {R : Type} [Paracert.LinearOrderedField R] : (∀ (x y : R), x + y = 25 → x - y = 11 → x = 18) ↔ (∀ (x y : R), 25 = x + y → x - y = 11 → x = 18) :=
  by paracert_rules
