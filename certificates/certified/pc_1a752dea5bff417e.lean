import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "curry_uncurry" · pair: 1a752dea5bff417e6eaf584b5ba30fc568103fcee2031d613e73df76b57a0c43
theorem pc_1a752dea5bff417e : (∀ (a b c d k m : Nat), 0 < a ∧ 0 < b ∧ 0 < c ∧ 0 < d → Odd a ∧ Odd b ∧ Odd c ∧ Odd d → a < b ∧ b < c ∧ c < d → a * d = b * c → a + d = 2 ^ k → b + c = 2 ^ m → a = 1) ↔ (∀ (a b c d k m : Nat), (0 < a ∧ 0 < b ∧ 0 < c ∧ 0 < d) ∧ Odd a ∧ Odd b ∧ Odd c ∧ Odd d → a < b ∧ b < c ∧ c < d → a * d = b * c → a + d = 2 ^ k → b + c = 2 ^ m → a = 1) :=
  by paracert_logic
