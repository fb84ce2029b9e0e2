import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "hypothesis_reorder" · pair: 9654595dda1f80ce417d3c78af3a4f53de22267cbb6309f956d7e0387a5cfd43
theorem pc_9654595dda1f80ce_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) (pcLit3 : Nat) : (∀ (a b : Nat), 0 < a ∧ 0 < b → a % pcLit0 = 2 → b % pcLit0 = pcLit1 → Nat.gcd a b = pcLit2 → pcLit3 ≤ Nat.lcm a b) ↔ (∀ (a b : Nat), a % pcLit0 = 2 → 0 < a ∧ 0 < b → b % pcLit0 = pcLit1 → Nat.gcd a b = pcLit2 → pcLit3 ≤ Nat.lcm a b) :=
  by paracert_structural
theorem pc_9654595dda1f80ce : (∀ (a b : Nat), 0 < a ∧ 0 < b → a % 10 = 2 → b % 10 = 4 → Nat.gcd a b = 6 → 108 ≤ Nat.lcm a b) ↔ (∀ (a b : Nat), a % 10 = 2 → 0 < a ∧ 0 < b → b % 10 = 4 → Nat.gcd a b = 6 → 108 ≤ Nat.lcm a b) :=
  by with_reducible exact pc_9654595dda1f80ce_schema (10) (4) (6) (108)
