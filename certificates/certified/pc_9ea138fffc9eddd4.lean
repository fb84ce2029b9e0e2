import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "contrapositive" · pair: 9ea138fffc9eddd43239d0e43edb86f04f94da3626352448e301e24b53327191
theorem pc_9ea138fffc9eddd4 : (∀ k m n : Nat, k ∣ m → k ∣ n → k ∣ m + n) ↔ (∀ (k m n : Nat), k ∣ m → ¬ (k ∣ m + n) → ¬ (k ∣ n)) :=
  by paracert_logic
