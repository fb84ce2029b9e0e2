import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: passive · pair: 9241204e85e076168af1a0fcc01914d9e9966520e5f9eb14c3f4827535b3c5a8
theorem pc_9241204e85e07616 : (∀ k m n : Nat, k ∣ m → k ∣ n → k ∣ m + n) ↔ (∀ k m n : Nat, k ∣ m → k ∣ n → k ∣ m + n) :=
  by paracert_iff_rfl
