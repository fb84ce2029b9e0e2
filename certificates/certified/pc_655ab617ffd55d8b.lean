import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: 655ab617ffd55d8bb105fe11546f5153f3cdf0ea53300d93e2828bd77dc8e2ed
theorem pc_655ab617ffd55d8b_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) (pcLit3 : Nat) : (∀ (n : Nat), 0 < n → Nat.gcd (pcLit0 * n + pcLit1) (pcLit2 * n + pcLit3) = 1) ↔ (∀ (n : Nat), 0 < n → 1 = Nat.gcd (pcLit0 * n + pcLit1) (pcLit2 * n + pcLit3)) :=
  by paracert_rules
theorem pc_655ab617ffd55d8b : (∀ (n : Nat), 0 < n → Nat.gcd (21 * n + 4) (14 * n + 3) = 1) ↔ (∀ (n : Nat), 0 < n → 1 = Nat.gcd (21 * n + 4) (14 * n + 3)) :=
  by with_reducible exact pc_655ab617ffd55d8b_schema (21) (4) (14) (3)
