import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "contrapositive" · pair: 0adc4c4ec0f2c0f3e4f0942a364ec0f6934ae090311c563dcb8317a75398dd7d
theorem pc_0adc4c4ec0f2c0f3 : (∀ m n : Nat, m ∣ n → n ∣ m → m = n) ↔ (∀ (m n : Nat), m ∣ n → ¬ (m = n) → ¬ (n ∣ m)) :=
  by paracert_logic
