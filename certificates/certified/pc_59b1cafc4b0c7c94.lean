import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "hypothesis_reorder" · pair: 59b1cafc4b0c7c9475a87fd27aec0227f03fbbeffdafed92f4cd9d6b64565ff0
theorem pc_59b1cafc4b0c7c94_schema (pcLit0 : Nat) (pcLit1 : Nat) : (∀ (a b n : Nat), 1 ≤ a ∧ a ≤ pcLit0 → 0 ≤ b ∧ b ≤ pcLit0 → n = pcLit1 * a + b → n = a * b + a + b → b = pcLit0) ↔ (∀ (a b n : Nat), 0 ≤ b ∧ b ≤ pcLit0 → 1 ≤ a ∧ a ≤ pcLit0 → n = pcLit1 * a + b → n = a * b + a + b → b = pcLit0) :=
  by paracert_structural
theorem pc_59b1cafc4b0c7c94 : (∀ (a b n : Nat), 1 ≤ a ∧ a ≤ 9 → 0 ≤ b ∧ b ≤ 9 → n = 10 * a + b → n = a * b + a + b → b = 9) ↔ (∀ (a b n : Nat), 0 ≤ b ∧ b ≤ 9 → 1 ≤ a ∧ a ≤ 9 → n = 10 * a + b → n = a * b + a + b → b = 9) :=
  by with_reducible exact pc_59b1cafc4b0c7c94_schema (9) (10)
