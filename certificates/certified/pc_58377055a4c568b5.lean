import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: 58377055a4c568b5f3582152a9d3c3f92d9f74e9ff62aca1a69d9432cd1fff89
theorem pc_58377055a4c568b5 : (∀ (a b : Nat), 0 < a ∧ 0 < b → (∃ (k : Nat), k > 0 ∧ 2 ^ k = (a + b ^ 2) * (b + a ^ 2)) → a = 1) ↔ (∀ (a b : Nat), 0 < a ∧ 0 < b → (∃ (k : Nat), 0 < k ∧ 2 ^ k = (a + b ^ 2) * (b + a ^ 2)) → a = 1) :=
  by paracert_iff_rfl
