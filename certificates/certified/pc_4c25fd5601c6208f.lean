import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: 4c25fd5601c6208f2a33c7b742223596b89477e3eb12e391078b50b251d539de
theorem pc_4c25fd5601c6208f_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) (pcLit3 : Nat) : (∀ (n : Nat), 0 < n → Nat.gcd n pcLit0 = pcLit1 → Nat.lcm n pcLit0 = pcLit2 → n = pcLit3) ↔ (∀ (n : Nat), 0 < n → pcLit1 = Nat.gcd n pcLit0 → Nat.lcm n pcLit0 = pcLit2 → n = pcLit3) :=
  by paracert_rules
theorem pc_4c25fd5601c6208f : (∀ (n : Nat), 0 < n → Nat.gcd n 40 = 10 → Nat.lcm n 40 = 280 → n = 70) ↔ (∀ (n : Nat), 0 < n → 10 = Nat.gcd n 40 → Nat.lcm n 40 = 280 → n = 70) :=
  by with_reducible exact pc_4c25fd5601c6208f_schema (40) (10) (280) (70)
