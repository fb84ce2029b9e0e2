import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: dacfea9d6a077e9954585503970399d555ed9d30c6141471f309e88597f9fe65
theorem pc_dacfea9d6a077e99_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) (pcLit3 : Nat) : (pcLit0 ^ pcLit1 % pcLit2 = pcLit3) ↔ (pcLit3 = pcLit0 ^ pcLit1 % pcLit2) :=
  by paracert_rules
theorem pc_dacfea9d6a077e99 : (2 ^ 2010 % 10 = 4) ↔ (4 = 2 ^ 2010 % 10) :=
  by with_reducible exact pc_dacfea9d6a077e99_schema (2) (2010) (10) (4)
