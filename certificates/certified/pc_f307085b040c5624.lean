import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: f307085b040c562433acc85d89dfdc406fb36bcca0c31ee9230a5bbbcf0e1d86
theorem pc_f307085b040c5624_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) (pcLit3 : Nat) (pcLit4 : Nat) (pcLit5 : Nat) (pcLit6 : Nat) (pcLit7 : Nat) : (pcLit0 * pcLit1 * pcLit2 * pcLit3 * pcLit4 * pcLit5 * pcLit6 % pcLit7 = pcLit2) ↔ (¬ ¬ (pcLit0 * pcLit1 * pcLit2 * pcLit3 * pcLit4 * pcLit5 * pcLit6 % pcLit7 = pcLit2)) :=
  by paracert_rules
theorem pc_f307085b040c5624 : (1 * 3 * 5 * 7 * 9 * 11 * 13 % 10 = 5) ↔ (¬ ¬ (1 * 3 * 5 * 7 * 9 * 11 * 13 % 10 = 5)) :=
  by with_reducible exact pc_f307085b040c5624_schema (1) (3) (5) (7) (9) (11) (13) (10)
