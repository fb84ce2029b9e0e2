import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: 82c84c4b27abacfec2876a59b555547f2750eb3049eaf4fb5ffcb410b9e25cec
theorem pc_82c84c4b27abacfe : (∀ p m n : Nat, Nat.Prime p → p ∣ m * n → p ∣ m ∨ p ∣ n) ↔ (∀ (n m p : Nat), Nat.Prime p → p ∣ m * n → p ∣ m ∨ p ∣ n) :=
  by paracert_structural
