import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: 8b943da4e86d2e484d221262fdfaeff943c07a7724ffcca665ba745cc0badf0c
theorem pc_8b943da4e86d2e48 : (∀ k m n : Nat, k ∣ m → k ∣ n → k ∣ m + n) ↔ (∀ (k n m : Nat), k ∣ m → k ∣ n → k ∣ m + n) :=
  by paracert_structural
