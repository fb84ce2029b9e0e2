import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: 227fc54c67151b1c700945860b2d224268ac7b6db5f667c85e8c3bbb86f0192a
theorem pc_227fc54c67151b1c_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) (pcLit3 : Nat) (pcLit4 : Nat) (pcLit5 : Nat) (pcLit6 : Nat) (pcLit7 : Nat) : ((pcLit0 + pcLit1 + pcLit2 + pcLit3 + pcLit4 + pcLit5 + pcLit6) % pcLit7 = 0) ↔ (0 = (pcLit0 + pcLit1 + pcLit2 + pcLit3 + pcLit4 + pcLit5 + pcLit6) % pcLit7) :=
  by paracert_rules
theorem pc_227fc54c67151b1c : ((2000 + 2001 + 2002 + 2003 + 2004 + 2005 + 2006) % 7 = 0) ↔ (0 = (2000 + 2001 + 2002 + 2003 + 2004 + 2005 + 2006) % 7) :=
  by with_reducible exact pc_227fc54c67151b1c_schema (2000) (2001) (2002) (2003) (2004) (2005) (2006) (7)
