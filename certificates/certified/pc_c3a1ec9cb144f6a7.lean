import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: c3a1ec9cb144f6a706818558e3f24907cfa20175047055b788bc95d96eb88770
theorem pc_c3a1ec9cb144f6a7_schema (pcLit0 : Nat) (pcLit1 : Nat) : (∀ (a b n : Nat), 1 ≤ a ∧ a ≤ pcLit0 → 0 ≤ b ∧ b ≤ pcLit0 → n = pcLit1 * a + b → n = a * b + a + b → b = pcLit0) ↔ (∀ (a b n : Nat), a ≥ 1 ∧ a ≤ pcLit0 → 0 ≤ b ∧ b ≤ pcLit0 → n = pcLit1 * a + b → n = a * b + a + b → b = pcLit0) :=
  by paracert_iff_rfl
theorem pc_c3a1ec9cb144f6a7 : (∀ (a b n : Nat), 1 ≤ a ∧ a ≤ 9 → 0 ≤ b ∧ b ≤ 9 → n = 10 * a + b → n = a * b + a + b → b = 9) ↔ (∀ (a b n : Nat), a ≥ 1 ∧ a ≤ 9 → 0 ≤ b ∧ b ≤ 9 → n = 10 * a + b → n = a * b + a + b → b = 9) :=
  by with_reducible exact pc_c3a1ec9cb144f6a7_schema (9) (10)
