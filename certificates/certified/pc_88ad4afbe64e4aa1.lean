import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 88ad4afbe64e4aa1b86cd77ea79f5a09f243ec8c21cd749219e9346a34a2f0a0
theorem pc_88ad4afbe64e4aa1 : (∀ m n : Nat, m ∣ n → n ∣ m → m = n) ↔ (∀ (m n : Nat), m ∣ n → ¬ ¬ (n ∣ m) → m = n) :=
  by paracert_rules
