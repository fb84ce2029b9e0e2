import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: 3587601d7a34d88a8fcfa52cf8597d1f43fbad748046c3327463677299bf5464
theorem pc_3587601d7a34d88a_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) : (pcLit0 ^ pcLit1 = pcLit2) ↔ (pcLit2 = pcLit0 ^ pcLit1) :=
  by paracert_rules
theorem pc_3587601d7a34d88a : (91 ^ 2 = 8281) ↔ (8281 = 91 ^ 2) :=
  by with_reducible exact pc_3587601d7a34d88a_schema (91) (2) (8281)
