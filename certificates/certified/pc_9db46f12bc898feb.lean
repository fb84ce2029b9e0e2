import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 9db46f12bc898feb0c6e05992c428b4ee61d8ab0584b82ac6b94af3fbb29278c
theorem pc_9db46f12bc898feb : (∀ k m n : Nat, k ∣ m → k ∣ n → k ∣ m + n) ↔ (∀ (k m n : Nat), k ∣ m → ¬ ¬ (k ∣ n) → k ∣ m + n) :=
  by paracert_rules
