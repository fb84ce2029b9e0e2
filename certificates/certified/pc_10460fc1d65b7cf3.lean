import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 10460fc1d65b7cf32576e7901b35cd49097f03a71700c6617cbef757c6bcc82b
theorem pc_10460fc1d65b7cf3 : (∀ k m n : Nat, k ∣ m → k ∣ n → k ∣ m + n) ↔ (∀ (k m n : Nat), ¬ ¬ (k ∣ m) → k ∣ n → k ∣ m + n) :=
  by paracert_rules
