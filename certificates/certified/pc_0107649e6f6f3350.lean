import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "curry_uncurry" · pair: 0107649e6f6f335001658a6de8b35fee18b8a9ff4320fc57f1a7f77c08259c50
theorem pc_0107649e6f6f3350 {R : Type} [Paracert.LinearOrderedField R] (sqrt : R → R) : (∀ (x : R), 0 ≤ 1 + 2 * x → (1 - sqrt (1 + 2 * x)) ^ 2 ≠ 0 → 4 * x ^ 2 / (1 - sqrt (1 + 2 * x)) ^ 2 < 2 * x + 9 → x ≠ 0 → -(1 / 2) ≤ x ∧ x < 45 / 8) ↔ (∀ (x : R), 0 ≤ 1 + 2 * x ∧ (1 - sqrt (1 + 2 * x)) ^ 2 ≠ 0 → 4 * x ^ 2 / (1 - sqrt (1 + 2 * x)) ^ 2 < 2 * x + 9 → x ≠ 0 → -(1 / 2) ≤ x ∧ x < 45 / 8) :=
  by paracert_logic
