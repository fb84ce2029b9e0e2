import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: 17309eea1850dd40afe0a801b822b60f68c10199fd4aacb3479fba4d2f70dac0
theorem pc_17309eea1850dd40_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) (pcLit3 : Nat) (pcLit4 : Nat) : ((pcLit0 * pcLit1 + pcLit2 * pcLit3) % pcLit4 = 2) ↔ (2 = (pcLit0 * pcLit1 + pcLit2 * pcLit3) % pcLit4) :=
  by paracert_rules
theorem pc_17309eea1850dd40 : ((29 * 79 + 31 * 81) % 10 = 2) ↔ (2 = (29 * 79 + 31 * 81) % 10) :=
  by with_reducible exact pc_17309eea1850dd40_schema (29) (79) (31) (81) (10)
