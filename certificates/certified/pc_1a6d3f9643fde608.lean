import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "definitional_unpack" · pair: 1a6d3f9643fde6087a6417ddafe33c9a0940391541ecb600a6ff89584dfaa106
theorem pc_1a6d3f9643fde608 : (∀ (n : Nat), 0 < n → Nat.Prime (2 ^ n - 1) → Nat.Prime n) ↔ (∀ (n : Nat), 0 < n → 2 ≤ 2 ^ n - 1 ∧ (∀ (m : Nat), m < 2 ^ n - 1 → m ∣ 2 ^ n - 1 → m = 1) → Nat.Prime n) :=
  by paracert_unpack
