import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: definitional_unpack · pair: 34e3cf99c8e2311836e5d8c99e49241234790d8f40618b553c84b8da8db1502f
theorem pc_34e3cf99c8e23118 : (∀ (a b c d k m : Nat), 0 < a ∧ 0 < b ∧ 0 < c ∧ 0 < d → Odd a ∧ Odd b ∧ Odd c ∧ Odd d → a < b ∧ b < c ∧ c < d → a * d = b * c → a + d = 2 ^ k → b + c = 2 ^ m → a = 1) ↔ (∀ (a b c d k m : Nat), 0 < a ∧ 0 < b ∧ 0 < c ∧ 0 < d → Odd a ∧ (∃ (m1 : Nat), b = 2 * m1 + 1) ∧ Odd c ∧ Odd d → a < b ∧ b < c ∧ c < d → a * d = b * c → a + d = 2 ^ k → b + c = 2 ^ m → a = 1) :=
  by paracert_iff_rfl
