import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: 001da86bdab6fca8bf45d6720e7cada0430055213bbc31b6a3fc9b90a0f3c249
theorem pc_001da86bdab6fca8_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) (pcLit3 : Nat) (pcLit4 : Nat) : ((pcLit0 + pcLit1 + pcLit2) % pcLit3 = pcLit4) ↔ (pcLit4 = (pcLit0 + pcLit1 + pcLit2) % pcLit3) :=
  by paracert_rules
theorem pc_001da86bdab6fca8 : ((239 + 174 + 83) % 10 = 6) ↔ (6 = (239 + 174 + 83) % 10) :=
  by with_reducible exact pc_001da86bdab6fca8_schema (239) (174) (83) (10) (6)
