import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "curry_uncurry" · pair: 71d858e7df7d080e0cc31877265757f48665627f348bbff11e1d87c0abfc852f
theorem pc_71d858e7df7d080e_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) : (∀ (a b : Nat), 0 < a ∧ 0 < b → a + b = pcLit0 → a = pcLit1 * b → a - b = pcLit2) ↔ (∀ (a b : Nat), (0 < a ∧ 0 < b) ∧ a + b = pcLit0 → a = pcLit1 * b → a - b = pcLit2) :=
  by paracert_logic
theorem pc_71d858e7df7d080e : (∀ (a b : Nat), 0 < a ∧ 0 < b → a + b = 20 → a = 3 * b → a - b = 10) ↔ (∀ (a b : Nat), (0 < a ∧ 0 < b) ∧ a + b = 20 → a = 3 * b → a - b = 10) :=
  by with_reducible exact pc_71d858e7df7d080e_schema (20) (3) (10)
