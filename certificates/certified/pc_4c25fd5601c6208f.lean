import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: equality_symmetry · pair: 4c25fd5601c6208f2a33c7b742223596b89477e3eb12e391078b50b251d539de
theorem pc_4c25fd5601c6208f : (∀ (n : Nat), 0 < n → Nat.gcd n 40 = 10 → Nat.lcm n 40 = 280 → n = 70) ↔ (∀ (n : Nat), 0 < n → 10 = Nat.gcd n 40 → Nat.lcm n 40 = 280 → n = 70) :=
  by paracert_rules
