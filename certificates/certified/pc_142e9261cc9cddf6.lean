import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "definitional_unpack" · pair: 142e9261cc9cddf63c7becab7032beaa9cc6ba4a79a1659157d323b2fdbddf36
theorem pc_142e9261cc9cddf6 : (∀ p : Nat, Nat.Prime p → 1 < p) ↔ (∀ (p : Nat), 2 ≤ p ∧ (∀ (m : Nat), m < p → m ∣ p → m = 1) → 1 < p) :=
  by paracert_unpack
