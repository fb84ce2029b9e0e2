import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "definitional_unpack" · pair: d23a0048b841991e2e843ed70c3de919cad09aa1bf4f2da86df3184b9d61a105
theorem pc_d23a0048b841991e : (∀ k m n : Nat, k ∣ m → k ∣ n → k ∣ m + n) ↔ (∀ (k m n : Nat), k ∣ m → k ∣ n → ∃ (c : Nat), m + n = k * c) :=
  by paracert_unpack
