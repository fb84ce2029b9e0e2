import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: unpack · pair: ccce46a50328a6545081d46a9b0309554e897f46d4f677ecda8f1e93038560c5
theorem pc_ccce46a50328a654 : (∀ k m n : Nat, k ∣ m → k ∣ n → k ∣ m + n) ↔ (∀ k m n : Nat, k ∣ m → k ∣ n → k ∣ m + n) :=
  by paracert_iff_rfl
