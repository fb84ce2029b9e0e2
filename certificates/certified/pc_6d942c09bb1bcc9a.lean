import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 6d942c09bb1bcc9a7baf0a99d66786bb934de4805976720c58e1763a8ba87268
theorem pc_6d942c09bb1bcc9a_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) (pcLit3 : Nat) (pcLit4 : Nat) (pcLit5 : Nat) : (pcLit0 ^ pcLit1 * pcLit1 ^ pcLit2 * pcLit2 ^ pcLit3 % pcLit4 = pcLit5) ↔ (¬ ¬ (pcLit0 ^ pcLit1 * pcLit1 ^ pcLit2 * pcLit2 ^ pcLit3 % pcLit4 = pcLit5)) :=
  by paracert_rules
theorem pc_6d942c09bb1bcc9a : (16 ^ 17 * 17 ^ 18 * 18 ^ 19 % 10 = 8) ↔ (¬ ¬ (16 ^ 17 * 17 ^ 18 * 18 ^ 19 % 10 = 8)) :=
  by with_reducible exact pc_6d942c09bb1bcc9a_schema (16) (17) (18) (19) (10) (8)
