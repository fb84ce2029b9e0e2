import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: double_negation · pair: 4e5cbdd8e735d6c6b1455ac7b41158d1de44841fba71a2dea220552d57918af2
theorem pc_4e5cbdd8e735d6c6 : (∀ (m n : Nat), Nat.gcd m n = 6 → Nat.lcm m n = 126 → 60 ≤ m + n) ↔ (∀ (m n : Nat), ¬ ¬ (Nat.gcd m n = 6) → Nat.lcm m n = 126 → 60 ≤ m + n) :=
  by paracert_rules
