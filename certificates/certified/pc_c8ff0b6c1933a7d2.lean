import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "hypothesis_reorder" · pair: c8ff0b6c1933a7d2df00887e9350d57979609e091d670d13df55e095f5a12292
theorem pc_c8ff0b6c1933a7d2_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) (pcLit3 : Nat) : (∀ (n : Nat), 0 < n → Nat.gcd n pcLit0 = pcLit1 → Nat.lcm n pcLit0 = pcLit2 → n = pcLit3) ↔ (∀ (n : Nat), Nat.gcd n pcLit0 = pcLit1 → 0 < n → Nat.lcm n pcLit0 = pcLit2 → n = pcLit3) :=
  by paracert_structural
theorem pc_c8ff0b6c1933a7d2 : (∀ (n : Nat), 0 < n → Nat.gcd n 40 = 10 → Nat.lcm n 40 = 280 → n = 70) ↔ (∀ (n : Nat), Nat.gcd n 40 = 10 → 0 < n → Nat.lcm n 40 = 280 → n = 70) :=
  by with_reducible exact pc_c8ff0b6c1933a7d2_schema (40) (10) (280) (70)
