import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: ef12a718b751b6b333c645f174cb35c63a1b7abb0dd3b998ec992827a64b832b
theorem pc_ef12a718b751b6b3_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) (pcLit3 : Nat) (pcLit4 : Nat) : (pcLit0 * pcLit1 ^ pcLit2 + pcLit3 * pcLit1 + pcLit2 = pcLit4) ↔ (¬ ¬ (pcLit0 * pcLit1 ^ pcLit2 + pcLit3 * pcLit1 + pcLit2 = pcLit4)) :=
  by paracert_rules
theorem pc_ef12a718b751b6b3 : (8 * 9 ^ 2 + 5 * 9 + 2 = 695) ↔ (¬ ¬ (8 * 9 ^ 2 + 5 * 9 + 2 = 695)) :=
  by with_reducible exact pc_ef12a718b751b6b3_schema (8) (9) (2) (5) (695)
