import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "curry_uncurry" · pair: c52f24ef4ea207e1e35e10736b93e665833e8d9f0de3972709f0ae40fc0df53d
theorem pc_c52f24ef4ea207e1 {R : Type} [Paracert.LinearOrderedField R] : (∀ (a b c : R), a ≤ b ∧ b ≤ c → a + b + c = 2 → a * b + b * c + c * a = 1 → 0 ≤ a ∧ a ≤ 1 / 3 ∧ 1 / 3 ≤ b ∧ b ≤ 1 ∧ 1 ≤ c ∧ c ≤ 4 / 3) ↔ (∀ (a b c : R), (a ≤ b ∧ b ≤ c) ∧ a + b + c = 2 → a * b + b * c + c * a = 1 → 0 ≤ a ∧ a ≤ 1 / 3 ∧ 1 / 3 ≤ b ∧ b ≤ 1 ∧ 1 ≤ c ∧ c ≤ 4 / 3) :=
  by paracert_logic
