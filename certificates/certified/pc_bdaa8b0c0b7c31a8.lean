import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: bdaa8b0c0b7c31a816d6d7776fe8a091ecd96ddab575375e58b457f4a309d781
theorem pc_bdaa8b0c0b7c31a8_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) (pcLit3 : Nat) : (∀ (n : Nat), 0 < n → Nat.gcd n pcLit0 = pcLit1 → Nat.lcm n pcLit0 = pcLit2 → n = pcLit3) ↔ (∀ (n : Nat), ¬ ¬ (0 < n) → Nat.gcd n pcLit0 = pcLit1 → Nat.lcm n pcLit0 = pcLit2 → n = pcLit3) :=
  by paracert_rules
theorem pc_bdaa8b0c0b7c31a8 : (∀ (n : Nat), 0 < n → Nat.gcd n 40 = 10 → Nat.lcm n 40 = 280 → n = 70) ↔ (∀ (n : Nat), ¬ ¬ (0 < n) → Nat.gcd n 40 = 10 → Nat.lcm n 40 = 280 → n = 70) :=
  by with_reducible exact pc_bdaa8b0c0b7c31a8_schema (40) (10) (280) (70)
