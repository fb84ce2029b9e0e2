import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "definitional_unpack" · pair: 5ef5adeb49a66ff082639760754cf0444ef6d202ca430a33ae7ca1134aad6e30
theorem pc_5ef5adeb49a66ff0 : (∀ (a b : Nat), Nat.Prime a → Nat.Prime b → Nat.Prime (a + b) → Nat.Prime (a - b) → Nat.Prime (a + b + (a - b + (a + b)))) ↔ (∀ (a b : Nat), 2 ≤ a ∧ (∀ (m : Nat), m < a → m ∣ a → m = 1) → Nat.Prime b → Nat.Prime (a + b) → Nat.Prime (a - b) → Nat.Prime (a + b + (a - b + (a + b)))) :=
  by paracert_unpack
