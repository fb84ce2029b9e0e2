import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: b3bcd76fb8ed298b2fd25e036e6628615708e85d762aa06ea10cfb8a19ba647e
theorem pc_b3bcd76fb8ed298b : (∀ p : Nat, Nat.Prime p → ∀ a : Nat, a ∣ p → a = 1 ∨ a = p) ↔ (∀ (p : Nat), Nat.Prime p → ∀ (a : Nat), a ∣ p → a = 1 ∨ p = a) :=
  by paracert_rules
