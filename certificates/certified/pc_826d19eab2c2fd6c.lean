import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "passive" · pair: 826d19eab2c2fd6c39e79c8664aeb3fe16aae90b18c909baf8e4f075990b46b2
theorem pc_826d19eab2c2fd6c : (∀ p : Nat, Nat.Prime p → 2 ≤ p) ↔ (∀ n : Nat, Nat.Prime n → 2 ≤ n) :=
  by paracert_iff_rfl
