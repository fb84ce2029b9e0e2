import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: b30f4757c4d53ebbf17b248a74367b4abb268b29a3dad16d24b5d43a41f51fb0
theorem pc_b30f4757c4d53ebb_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) (pcLit3 : Nat) : (∀ (b : Nat), Nat.lcm pcLit0 b = pcLit1 → Nat.gcd pcLit0 b = pcLit2 → b = pcLit3) ↔ (∀ (b : Nat), ¬ ¬ (Nat.lcm pcLit0 b = pcLit1) → Nat.gcd pcLit0 b = pcLit2 → b = pcLit3) :=
  by paracert_rules
theorem pc_b30f4757c4d53ebb : (∀ (b : Nat), Nat.lcm 120 b = 3720 → Nat.gcd 120 b = 8 → b = 248) ↔ (∀ (b : Nat), ¬ ¬ (Nat.lcm 120 b = 3720) → Nat.gcd 120 b = 8 → b = 248) :=
  by with_reducible exact pc_b30f4757c4d53ebb_schema (120) (3720) (8) (248)
