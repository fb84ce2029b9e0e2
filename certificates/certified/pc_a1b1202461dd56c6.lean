import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: a1b1202461dd56c65d34c49b32aba3b83efde9cfc97fc3ca65887972ef2fb88b
theorem pc_a1b1202461dd56c6_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) (pcLit3 : Nat) : (pcLit0 ^ pcLit1 % pcLit2 = pcLit3) ↔ (pcLit3 = pcLit0 ^ pcLit1 % pcLit2) :=
  by paracert_rules
theorem pc_a1b1202461dd56c6 : (5 ^ 999999 % 7 = 6) ↔ (6 = 5 ^ 999999 % 7) :=
  by with_reducible exact pc_a1b1202461dd56c6_schema (5) (999999) (7) (6)
