import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: b84f6b45f604a5cc48fe9edc91a6fe8a6b1feb0220bcccbb988039077f6a870d
theorem pc_b84f6b45f604a5cc_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) (pcLit3 : Nat) : (∀ (a b : Nat), 0 < a ∧ 0 < b → a % pcLit0 = 2 → b % pcLit0 = pcLit1 → Nat.gcd a b = pcLit2 → pcLit3 ≤ Nat.lcm a b) ↔ (∀ (a b : Nat), 0 < a ∧ 0 < b → 2 = a % pcLit0 → b % pcLit0 = pcLit1 → Nat.gcd a b = pcLit2 → pcLit3 ≤ Nat.lcm a b) :=
  by paracert_rules
theorem pc_b84f6b45f604a5cc : (∀ (a b : Nat), 0 < a ∧ 0 < b → a % 10 = 2 → b % 10 = 4 → Nat.gcd a b = 6 → 108 ≤ Nat.lcm a b) ↔ (∀ (a b : Nat), 0 < a ∧ 0 < b → 2 = a % 10 → b % 10 = 4 → Nat.gcd a b = 6 → 108 ≤ Nat.lcm a b) :=
  by with_reducible exact pc_b84f6b45f604a5cc_schema (10) (4) (6) (108)
