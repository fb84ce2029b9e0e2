import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: e3d8657f2f011f18c44b5443d96c5887c7784e427aac84bec950f0d2f1c9f053
theorem pc_e3d8657f2f011f18_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) (pcLit3 : Nat) (pcLit4 : Nat) : ((pcLit0 + pcLit1 + pcLit2) % pcLit3 = pcLit4) ↔ (¬ ¬ ((pcLit0 + pcLit1 + pcLit2) % pcLit3 = pcLit4)) :=
  by paracert_rules
theorem pc_e3d8657f2f011f18 : ((239 + 174 + 83) % 10 = 6) ↔ (¬ ¬ ((239 + 174 + 83) % 10 = 6)) :=
  by with_reducible exact pc_e3d8657f2f011f18_schema (239) (174) (83) (10) (6)
