import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: 229d553f0fef9fb156d1cebef1b04db420e8cafc2957bbc83f3a2b06eeaa9f83
theorem pc_229d553f0fef9fb1_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) : (pcLit0 ^ pcLit1 % pcLit2 = 1) ↔ (1 = pcLit0 ^ pcLit1 % pcLit2) :=
  by paracert_rules
theorem pc_229d553f0fef9fb1 : (5 ^ 30 % 7 = 1) ↔ (1 = 5 ^ 30 % 7) :=
  by with_reducible exact pc_229d553f0fef9fb1_schema (5) (30) (7)
