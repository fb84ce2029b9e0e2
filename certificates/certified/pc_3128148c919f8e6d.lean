import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 3128148c919f8e6d45fa669b52c717728906559587d78c7414bf42a0cc80b545
theorem pc_3128148c919f8e6d_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) (pcLit3 : Nat) (pcLit4 : Nat) : ((pcLit0 * pcLit1 + pcLit2 * pcLit3) % pcLit4 = 2) ↔ (¬ ¬ ((pcLit0 * pcLit1 + pcLit2 * pcLit3) % pcLit4 = 2)) :=
  by paracert_rules
theorem pc_3128148c919f8e6d : ((29 * 79 + 31 * 81) % 10 = 2) ↔ (¬ ¬ ((29 * 79 + 31 * 81) % 10 = 2)) :=
  by with_reducible exact pc_3128148c919f8e6d_schema (29) (79) (31) (81) (10)
