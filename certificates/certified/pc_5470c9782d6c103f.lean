import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "contrapositive" · pair: 5470c9782d6c103f49466def05d083546619a4f44c183ab76927494cf7fd1eff
theorem pc_5470c9782d6c103f_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) (pcLit3 : Nat) : (∀ (a b : Nat), 0 < a ∧ 0 < b → a % pcLit0 = 2 → b % pcLit0 = pcLit1 → Nat.gcd a b = pcLit2 → pcLit3 ≤ Nat.lcm a b) ↔ (∀ (a b : Nat), 0 < a ∧ 0 < b → a % pcLit0 = 2 → b % pcLit0 = pcLit1 → ¬ (pcLit3 ≤ Nat.lcm a b) → ¬ (Nat.gcd a b = pcLit2)) :=
  by paracert_logic
theorem pc_5470c9782d6c103f : (∀ (a b : Nat), 0 < a ∧ 0 < b → a % 10 = 2 → b % 10 = 4 → Nat.gcd a b = 6 → 108 ≤ Nat.lcm a b) ↔ (∀ (a b : Nat), 0 < a ∧ 0 < b → a % 10 = 2 → b % 10 = 4 → ¬ (108 ≤ Nat.lcm a b) → ¬ (Nat.gcd a b = 6)) :=
  by with_reducible exact pc_5470c9782d6c103f_schema (10) (4) (6) (108)
