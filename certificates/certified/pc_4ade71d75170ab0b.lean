import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "curry_uncurry" · pair: 4ade71d75170ab0b1275042678cbba5e7dd51791eb4d44c0a4aba4f62896a352
theorem pc_4ade71d75170ab0b : (∀ (a b : Nat), 0 < a ∧ 0 < b → (∃ (k : Nat), k > 0 ∧ 2 ^ k = (a + b ^ 2) * (b + a ^ 2)) → a = 1) ↔ (∀ (a b : Nat), (0 < a ∧ 0 < b) ∧ (∃ (k : Nat), k > 0 ∧ 2 ^ k = (a + b ^ 2) * (b + a ^ 2)) → a = 1) :=
  by paracert_logic
