import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: comparison_order · pair: c3a1ec9cb144f6a706818558e3f24907cfa20175047055b788bc95d96eb88770
theorem pc_c3a1ec9cb144f6a7 : (∀ (a b n : Nat), 1 ≤ a ∧ a ≤ 9 → 0 ≤ b ∧ b ≤ 9 → n = 10 * a + b → n = a * b + a + b → b = 9) ↔ (∀ (a b n : Nat), a ≥ 1 ∧ a ≤ 9 → 0 ≤ b ∧ b ≤ 9 → n = 10 * a + b → n = a * b + a + b → b = 9) :=
  by paracert_iff_rfl
