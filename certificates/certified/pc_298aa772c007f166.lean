import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: 298aa772c007f166d61f4b430f8aeefca61788839c81680648cbc67e5d2ed8be
theorem pc_298aa772c007f166_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) : (∀ (x : Nat), x < pcLit0 → x * pcLit1 % pcLit0 = 1 → x = pcLit2) ↔ (∀ (x : Nat), x < pcLit0 → 1 = x * pcLit1 % pcLit0 → x = pcLit2) :=
  by paracert_rules
theorem pc_298aa772c007f166 : (∀ (x : Nat), x < 100 → x * 9 % 100 = 1 → x = 89) ↔ (∀ (x : Nat), x < 100 → 1 = x * 9 % 100 → x = 89) :=
  by with_reducible exact pc_298aa772c007f166_schema (100) (9) (89)
