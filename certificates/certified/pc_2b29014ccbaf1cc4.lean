import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "definitional_unpack" · pair: 2b29014ccbaf1cc4c1d1b7dd6402b21921018486116344ae08fbf64ff8d1895e
theorem pc_2b29014ccbaf1cc4 : (∀ p : Nat, Nat.Prime p → 2 ≤ p) ↔ (∀ (p : Nat), 2 ≤ p ∧ (∀ (m : Nat), m < p → m ∣ p → m = 1) → 2 ≤ p) :=
  by paracert_unpack
