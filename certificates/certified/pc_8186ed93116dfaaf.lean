import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 8186ed93116dfaafba0bff0b127167ff150258f289691b3f0aed8fe7d8aebfc2
theorem pc_8186ed93116dfaaf_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) (pcLit3 : Nat) : (pcLit0 ^ pcLit1 % pcLit2 = pcLit3) ↔ (¬ ¬ (pcLit0 ^ pcLit1 % pcLit2 = pcLit3)) :=
  by paracert_rules
theorem pc_8186ed93116dfaaf : (2 ^ 2010 % 10 = 4) ↔ (¬ ¬ (2 ^ 2010 % 10 = 4)) :=
  by with_reducible exact pc_8186ed93116dfaaf_schema (2) (2010) (10) (4)
