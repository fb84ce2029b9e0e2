import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: 91457dfcd8d8da674f1ebc8078eb3b2421ffb802f87326c6ffbfb07b63089e1c
theorem pc_91457dfcd8d8da67_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) (pcLit3 : Nat) (pcLit4 : Nat) (pcLit5 : Nat) (pcLit6 : Nat) (pcLit7 : Nat) : (pcLit0 * pcLit1 * pcLit2 * pcLit3 * pcLit4 * pcLit5 * pcLit6 % pcLit7 = pcLit2) ↔ (pcLit2 = pcLit0 * pcLit1 * pcLit2 * pcLit3 * pcLit4 * pcLit5 * pcLit6 % pcLit7) :=
  by paracert_rules
theorem pc_91457dfcd8d8da67 : (1 * 3 * 5 * 7 * 9 * 11 * 13 % 10 = 5) ↔ (5 = 1 * 3 * 5 * 7 * 9 * 11 * 13 % 10) :=
  by with_reducible exact pc_91457dfcd8d8da67_schema (1) (3) (5) (7) (9) (11) (13) (10)
