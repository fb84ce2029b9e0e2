import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 03f0376cb57834da8341ca5ab3efc8a74c8ee6c820d3f09aa969a06f00356da1
theorem pc_03f0376cb57834da : (∀ p m n : Nat, Nat.Prime p → p ∣ m * n → p ∣ m ∨ p ∣ n) ↔ (∀ (prime_number multiple count : Nat), Nat.Prime prime_number → prime_number ∣ multiple * count → prime_number ∣ multiple ∨ prime_number ∣ count) :=
  by paracert_iff_rfl
