import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "definitional_unpack" · pair: 84f955cf66ef8a34cde557713b902c69515915fa433684e4b602ff46679fa1c9
theorem pc_84f955cf66ef8a34 : (∀ (p a : Nat), 0 < a → Nat.Prime p → p ∣ a ^ p - a) ↔ (∀ (p a : Nat), 0 < a → 2 ≤ p ∧ (∀ (m : Nat), m < p → m ∣ p → m = 1) → p ∣ a ^ p - a) :=
  by paracert_unpack
