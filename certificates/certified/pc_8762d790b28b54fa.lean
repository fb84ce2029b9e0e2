import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "definitional_unpack" · pair: 8762d790b28b54fad4a3c8221c1babda42e7148860a7f78151675b4b0c710579
theorem pc_8762d790b28b54fa : (∀ p : Nat, Nat.Prime p → ∀ a : Nat, a ∣ p → a = 1 ∨ a = p) ↔ (∀ (p : Nat), Nat.Prime p → ∀ (a : Nat), (∃ (c : Nat), p = a * c) → a = 1 ∨ a = p) :=
  by paracert_unpack
