import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 41b3d4e623a6aac51a2e4c0716c4bebf9e1dd3dbf9f8be7186b2b3d2c88ce186
theorem pc_41b3d4e623a6aac5_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) : (pcLit0 ^ pcLit1 % pcLit2 = 1) ↔ (¬ ¬ (pcLit0 ^ pcLit1 % pcLit2 = 1)) :=
  by paracert_rules
theorem pc_41b3d4e623a6aac5 : (5 ^ 30 % 7 = 1) ↔ (¬ ¬ (5 ^ 30 % 7 = 1)) :=
  by with_reducible exact pc_41b3d4e623a6aac5_schema (5) (30) (7)
