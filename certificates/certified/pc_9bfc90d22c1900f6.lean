import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "contrapositive" · pair: 9bfc90d22c1900f60c90ff069353ff900df87874a520fc59d3199290669ded6a
theorem pc_9bfc90d22c1900f6_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) (pcLit3 : Nat) : (∀ (n : Nat), 0 < n → Nat.gcd n pcLit0 = pcLit1 → Nat.lcm n pcLit0 = pcLit2 → n = pcLit3) ↔ (∀ (n : Nat), 0 < n → Nat.gcd n pcLit0 = pcLit1 → ¬ (n = pcLit3) → ¬ (Nat.lcm n pcLit0 = pcLit2)) :=
  by paracert_logic
theorem pc_9bfc90d22c1900f6 : (∀ (n : Nat), 0 < n → Nat.gcd n 40 = 10 → Nat.lcm n 40 = 280 → n = 70) ↔ (∀ (n : Nat), 0 < n → Nat.gcd n 40 = 10 → ¬ (n = 70) → ¬ (Nat.lcm n 40 = 280)) :=
  by with_reducible exact pc_9bfc90d22c1900f6_schema (40) (10) (280) (70)
