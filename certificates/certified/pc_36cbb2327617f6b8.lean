import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: comparison_order · pair: 36cbb2327617f6b8dce93d874fd4509c2e9bc5bcd9a0b13fd628c869f3367af1
theorem pc_36cbb2327617f6b8 : (∀ (a b : Nat), 1 ≤ a ∧ a ≤ 9 ∧ b ≤ 9 → (10 * a + b) ^ 3 = 912673 → a + b = 16) ↔ (∀ (a b : Nat), a ≥ 1 ∧ a ≤ 9 ∧ b ≤ 9 → (10 * a + b) ^ 3 = 912673 → a + b = 16) :=
  by paracert_iff_rfl
