import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 6e01939addde9b05676854c56bc0291248521e01b93fe7ff72788a9884f3b115
theorem pc_6e01939addde9b05_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) : (pcLit0 ^ pcLit1 = pcLit2) ↔ (¬ ¬ (pcLit0 ^ pcLit1 = pcLit2)) :=
  by paracert_rules
theorem pc_6e01939addde9b05 : (91 ^ 2 = 8281) ↔ (¬ ¬ (91 ^ 2 = 8281)) :=
  by with_reducible exact pc_6e01939addde9b05_schema (91) (2) (8281)
