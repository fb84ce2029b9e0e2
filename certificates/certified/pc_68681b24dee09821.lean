import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: 68681b24dee0982112404325c19d321c59ee0ba8f726953acadd355ba6b75db3
theorem pc_68681b24dee09821 : (∀ k m n : Nat, k ∣ m → k ∣ n → k ∣ m + n) ↔ (∀ (m k n : Nat), k ∣ m → k ∣ n → k ∣ m + n) :=
  by paracert_structural
