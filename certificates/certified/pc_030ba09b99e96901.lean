import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "hypothesis_reorder" · pair: 030ba09b99e969017a8bdd081d0243c48bb8d6e43233a1aa7c2c5e933df73787
theorem pc_030ba09b99e96901 : (∀ p m n : Nat, Nat.Prime p → p ∣ m * n → p ∣ m ∨ p ∣ n) ↔ (∀ (p m n : Nat), p ∣ m * n → Nat.Prime p → p ∣ m ∨ p ∣ n) :=
  by paracert_structural
