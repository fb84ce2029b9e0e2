import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "curry_uncurry" · pair: c7befae996cd0011448b18d18b59abca318c107619b654c7ee5ddae2c19318ea
theorem pc_c7befae996cd0011 : (∀ k m n : Nat, k ∣ m → k ∣ n → k ∣ m + n) ↔ (∀ (k m n : Nat), k ∣ m ∧ k ∣ n → k ∣ m + n) :=
  by paracert_logic
