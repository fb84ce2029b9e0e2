import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: b05a20fe45c31f34c8ed41142a1dab1edecbbf2f49facf439aaab0b62acd8bf5
theorem pc_b05a20fe45c31f34 {R : Type} [Paracert.LinearOrderedField R] (sqrt : R → R) : (∀ (x : R), 0 ≤ 1 + 2 * x → (1 - sqrt (1 + 2 * x)) ^ 2 ≠ 0 → 4 * x ^ 2 / (1 - sqrt (1 + 2 * x)) ^ 2 < 2 * x + 9 → x ≠ 0 → -(1 / 2) ≤ x ∧ x < 45 / 8) ↔ (∀ (base_value : R), 0 ≤ 1 + 2 * base_value → (1 - sqrt (1 + 2 * base_value)) ^ 2 ≠ 0 → 4 * base_value ^ 2 / (1 - sqrt (1 + 2 * base_value)) ^ 2 < 2 * base_value + 9 → base_value ≠ 0 → -(1 / 2) ≤ base_value ∧ base_value < 45 / 8) :=
  by paracert_iff_rfl
