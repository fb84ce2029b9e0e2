import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "definitional_unpack" · pair: e25650c15788d0b153a4a0bd53bcb784b2d90aa1d760f93aa10c2fb0b6f537bc
theorem pc_e25650c15788d0b1 : (∀ (n : Nat), 0 < n → Nat.Prime (2 ^ n - 1) → Nat.Prime n) ↔ (∀ (n : Nat), 0 < n → Nat.Prime (2 ^ n - 1) → 2 ≤ n ∧ ∀ (m : Nat), m < n → m ∣ n → m = 1) :=
  by paracert_unpack
