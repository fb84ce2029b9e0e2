import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "curry_uncurry" · pair: 878f1be9558f91651786ad48e7620e27a5ffe58015d198889f631c8e903148fb
theorem pc_878f1be9558f9165 : (∀ (a b : Nat), Nat.Prime a → Nat.Prime b → Nat.Prime (a + b) → Nat.Prime (a - b) → Nat.Prime (a + b + (a - b + (a + b)))) ↔ (∀ (a b : Nat), Nat.Prime a ∧ Nat.Prime b → Nat.Prime (a + b) → Nat.Prime (a - b) → Nat.Prime (a + b + (a - b + (a + b)))) :=
  by paracert_logic
