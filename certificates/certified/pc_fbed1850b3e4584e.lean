import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: fbed1850b3e4584e365b8f2e14dcb09165e2d597fab7044876f71a25cdd9bf27
theorem pc_fbed1850b3e4584e {R : Type} [Paracert.LinearOrderedField R] : (∀ (a b c : R), a ≤ b ∧ b ≤ c → a + b + c = 2 → a * b + b * c + c * a = 1 → 0 ≤ a ∧ a ≤ 1 / 3 ∧ 1 / 3 ≤ b ∧ b ≤ 1 ∧ 1 ≤ c ∧ c ≤ 4 / 3) ↔ (∀ (b a c : R), a ≤ b ∧ b ≤ c → a + b + c = 2 → a * b + b * c + c * a = 1 → 0 ≤ a ∧ a ≤ 1 / 3 ∧ 1 / 3 ≤ b ∧ b ≤ 1 ∧ 1 ≤ c ∧ c ≤ 4 / 3) :=
  by paracert_structural
