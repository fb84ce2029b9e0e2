import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: double_negation · pair: f307085b040c562433acc85d89dfdc406fb36bcca0c31ee9230a5bbbcf0e1d86
theorem pc_f307085b040c5624 : (1 * 3 * 5 * 7 * 9 * 11 * 13 % 10 = 5) ↔ (¬ ¬ (1 * 3 * 5 * 7 * 9 * 11 * 13 % 10 = 5)) :=
  by paracert_rules
