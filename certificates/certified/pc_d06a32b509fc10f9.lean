import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: d06a32b509fc10f9704e75d260384629866c21d44ab42b1f92b040c2b7f246c1
theorem pc_d06a32b509fc10f9 : (∀ k m n : Nat, k ∣ m → k ∣ n → k ∣ m + n) ↔ (∀ (k m n : Nat), k ∣ m → k ∣ n → ¬ ¬ (k ∣ m + n)) :=
  by paracert_rules
