import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: f933a5baa78f8201f2fb8c7dbac1be873541237453b3d458ed26aa73d7c568ae
theorem pc_f933a5baa78f8201_schema (pcLit0 : Nat) (pcLit1 : Nat) : (pcLit0 % pcLit1 = 0) ↔ (0 = pcLit0 % pcLit1) :=
  by paracert_rules
theorem pc_f933a5baa78f8201 : (54 % 6 = 0) ↔ (0 = 54 % 6) :=
  by with_reducible exact pc_f933a5baa78f8201_schema (54) (6)
