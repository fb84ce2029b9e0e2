import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: 7d7206b8130b75a8d26cbd15da19985268a8f0b4af6b42f5e80670de2a2423da
theorem pc_7d7206b8130b75a8 {R : Type} [Paracert.LinearOrderedField R] (sqrt : R → R) : (∀ (x : R), 0 ≤ 1 + 2 * x → (1 - sqrt (1 + 2 * x)) ^ 2 ≠ 0 → 4 * x ^ 2 / (1 - sqrt (1 + 2 * x)) ^ 2 < 2 * x + 9 → x ≠ 0 → -(1 / 2) ≤ x ∧ x < 45 / 8) ↔ (∀ (x : R), 0 ≤ 1 + 2 * x → 0 ≠ (1 - sqrt (1 + 2 * x)) ^ 2 → 4 * x ^ 2 / (1 - sqrt (1 + 2 * x)) ^ 2 < 2 * x + 9 → x ≠ 0 → -(1 / 2) ≤ x ∧ x < 45 / 8) :=
  by paracert_rules
