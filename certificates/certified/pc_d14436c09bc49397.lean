import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: d14436c09bc49397033b93a6acac7ab3be22c9e350f6e1d990636f16413ffcc4
theorem pc_d14436c09bc49397_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) (pcLit3 : Nat) : (pcLit0 ^ pcLit1 % pcLit2 = pcLit3) ↔ (¬ ¬ (pcLit0 ^ pcLit1 % pcLit2 = pcLit3)) :=
  by paracert_rules
theorem pc_d14436c09bc49397 : (5 ^ 999999 % 7 = 6) ↔ (¬ ¬ (5 ^ 999999 % 7 = 6)) :=
  by with_reducible exact pc_d14436c09bc49397_schema (5) (999999) (7) (6)
