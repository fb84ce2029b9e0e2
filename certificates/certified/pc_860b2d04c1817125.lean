import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: 860b2d04c1817125ba5a3e107f85ba73c660195898d82441cb5206a5f24a0786
theorem pc_860b2d04c1817125 : (∀ p m n : Nat, Nat.Prime p → p ∣ m * n → p ∣ m ∨ p ∣ n) ↔ (∀ (m p n : Nat), Nat.Prime p → p ∣ m * n → p ∣ m ∨ p ∣ n) :=
  by paracert_structural
