import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: equivalent · pair: a234930d127e512dc438b96fd98cd3a2489c481148f23f2da861332ea764bad6
theorem pc_a234930d127e512d : (∀ k m n : Nat, k ∣ m → k ∣ n → k ∣ m + n) ↔ (∀ k m n : Nat, k ∣ m → k ∣ n → k ∣ m + n) :=
  by paracert_iff_rfl
