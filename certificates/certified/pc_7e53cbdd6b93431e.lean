import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "definitional_unpack" · pair: 7e53cbdd6b93431e8e44828d9027603321ce4bae4f9d076edb79022f47d4cd78
theorem pc_7e53cbdd6b93431e : (∀ p : Nat, Nat.Prime p → ∀ a : Nat, a ∣ p → a = 1 ∨ a = p) ↔ (∀ (p : Nat), 2 ≤ p ∧ (∀ (m : Nat), m < p → m ∣ p → m = 1) → ∀ (a : Nat), a ∣ p → a = 1 ∨ a = p) :=
  by paracert_unpack
