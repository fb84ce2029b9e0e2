import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "contrapositive" · pair: 96e4e5adf7e6e4d10d63978c0e7e4c60944bc3bd690de721835e932125afcb1f
theorem pc_96e4e5adf7e6e4d1 : (∀ p : Nat, Nat.Prime p → 2 ≤ p) ↔ (∀ (p : Nat), ¬ (2 ≤ p) → ¬ Nat.Prime p) :=
  by paracert_logic
