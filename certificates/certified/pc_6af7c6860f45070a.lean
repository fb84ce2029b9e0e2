import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: 6af7c6860f45070a700719ef47088693601e603d390ebe583897806b125ef618
theorem pc_6af7c6860f45070a_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) (pcLit3 : Nat) (pcLit4 : Nat) : (pcLit0 * pcLit1 ^ pcLit2 + pcLit3 * pcLit1 + pcLit2 = pcLit4) ↔ (pcLit4 = pcLit0 * pcLit1 ^ pcLit2 + pcLit3 * pcLit1 + pcLit2) :=
  by paracert_rules
theorem pc_6af7c6860f45070a : (8 * 9 ^ 2 + 5 * 9 + 2 = 695) ↔ (695 = 8 * 9 ^ 2 + 5 * 9 + 2) :=
  by with_reducible exact pc_6af7c6860f45070a_schema (8) (9) (2) (5) (695)
