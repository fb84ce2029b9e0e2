import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: definitional_unpack · pair: d2d1ffcd64d2584bdf244c8288e16840970369a98ccbbe1ea8191f8994e39828
theorem pc_d2d1ffcd64d2584b : (∀ (a b c d k m : Nat), 0 < a ∧ 0 < b ∧ 0 < c ∧ 0 < d → Odd a ∧ Odd b ∧ Odd c ∧ Odd d → a < b ∧ b < c ∧ c < d → a * d = b * c → a + d = 2 ^ k → b + c = 2 ^ m → a = 1) ↔ (∀ (a b c d k m : Nat), 0 < a ∧ 0 < b ∧ 0 < c ∧ 0 < d → (∃ (m1 : Nat), a = 2 * m1 + 1) ∧ Odd b ∧ Odd c ∧ Odd d → a < b ∧ b < c ∧ c < d → a * d = b * c → a + d = 2 ^ k → b + c = 2 ^ m → a = 1) :=
  by paracert_iff_rfl
