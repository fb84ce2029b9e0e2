import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: double_negation · pair: ef12a718b751b6b333c645f174cb35c63a1b7abb0dd3b998ec992827a64b832b
theorem pc_ef12a718b751b6b3 : (8 * 9 ^ 2 + 5 * 9 + 2 = 695) ↔ (¬ ¬ (8 * 9 ^ 2 + 5 * 9 + 2 = 695)) :=
  by paracert_rules
