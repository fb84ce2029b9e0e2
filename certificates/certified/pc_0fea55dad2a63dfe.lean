import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: 0fea55dad2a63dfe1d385bfb30ea13337af2fa3b651dffbb84cadb940cff5b67
theorem pc_0fea55dad2a63dfe_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) (pcLit3 : Nat) (pcLit4 : Nat) (pcLit5 : Nat) : (pcLit0 ^ pcLit1 * pcLit1 ^ pcLit2 * pcLit2 ^ pcLit3 % pcLit4 = pcLit5) ↔ (pcLit5 = pcLit0 ^ pcLit1 * pcLit1 ^ pcLit2 * pcLit2 ^ pcLit3 % pcLit4) :=
  by paracert_rules
theorem pc_0fea55dad2a63dfe : (16 ^ 17 * 17 ^ 18 * 18 ^ 19 % 10 = 8) ↔ (8 = 16 ^ 17 * 17 ^ 18 * 18 ^ 19 % 10) :=
  by with_reducible exact pc_0fea55dad2a63dfe_schema (16) (17) (18) (19) (10) (8)
