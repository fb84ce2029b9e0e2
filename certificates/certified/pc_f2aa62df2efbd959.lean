import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: notation · pair: f2aa62df2efbd9597d9796a366373399c9db55e07a13f5195970f473805e7b8f
theorem pc_f2aa62df2efbd959 : (∀ k m n : Nat, k ∣ m → k ∣ n → k ∣ m + n) ↔ (∀ k m n : Nat, k ∣ m ∧ k ∣ n → k ∣ m + n) :=
  by paracert_logic
