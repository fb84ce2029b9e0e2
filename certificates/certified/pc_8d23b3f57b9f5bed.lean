import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "definitional_unpack" · pair: 8d23b3f57b9f5bedea291fc3cb5d153f4d1b91d924f016204365210cdb3c3ac3
theorem pc_8d23b3f57b9f5bed : (∀ p m n : Nat, Nat.Prime p → p ∣ m * n → p ∣ m ∨ p ∣ n) ↔ (∀ (p m n : Nat), 2 ≤ p ∧ (∀ (m1 : Nat), m1 < p → m1 ∣ p → m1 = 1) → p ∣ m * n → p ∣ m ∨ p ∣ n) :=
  by paracert_unpack
