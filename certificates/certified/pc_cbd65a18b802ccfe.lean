import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: cbd65a18b802ccfe51ae6cac46c6c7e3fd186d83bd38ff07490cf8d0c3a9c5f2
theorem pc_cbd65a18b802ccfe : (∀ p m n : Nat, Nat.Prime p → p ∣ m * n → p ∣ m ∨ p ∣ n) ↔ (∀ (p n m : Nat), Nat.Prime p → p ∣ m * n → p ∣ m ∨ p ∣ n) :=
  by paracert_structural
