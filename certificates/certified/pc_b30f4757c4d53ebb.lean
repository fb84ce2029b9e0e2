import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: double_negation · pair: b30f4757c4d53ebbf17b248a74367b4abb268b29a3dad16d24b5d43a41f51fb0
theorem pc_b30f4757c4d53ebb : (∀ (b : Nat), Nat.lcm 120 b = 3720 → Nat.gcd 120 b = 8 → b = 248) ↔ (∀ (b : Nat), ¬ ¬ (Nat.lcm 120 b = 3720) → Nat.gcd 120 b = 8 → b = 248) :=
  by paracert_rules
