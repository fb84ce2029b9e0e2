import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "curry_uncurry" · pair: 26350907cdcd9983559d2c53fe3e291b6f03bdb15c66cf23c568ad68c0be48c5
theorem pc_26350907cdcd9983_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) (pcLit3 : Nat) : (∀ (a b : Nat), 0 < a ∧ 0 < b → a % pcLit0 = 2 → b % pcLit0 = pcLit1 → Nat.gcd a b = pcLit2 → pcLit3 ≤ Nat.lcm a b) ↔ (∀ (a b : Nat), (0 < a ∧ 0 < b) ∧ a % pcLit0 = 2 → b % pcLit0 = pcLit1 → Nat.gcd a b = pcLit2 → pcLit3 ≤ Nat.lcm a b) :=
  by paracert_logic
theorem pc_26350907cdcd9983 : (∀ (a b : Nat), 0 < a ∧ 0 < b → a % 10 = 2 → b % 10 = 4 → Nat.gcd a b = 6 → 108 ≤ Nat.lcm a b) ↔ (∀ (a b : Nat), (0 < a ∧ 0 < b) ∧ a % 10 = 2 → b % 10 = 4 → Nat.gcd a b = 6 → 108 ≤ Nat.lcm a b) :=
  by with_reducible exact pc_26350907cdcd9983_schema (10) (4) (6) (108)
