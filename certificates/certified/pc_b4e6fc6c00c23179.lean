import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: quantifier · pair: b4e6fc6c00c2317946832e2973b3391da8a6654eb6d1e5ec451f64fb81aebcb7
theorem pc_b4e6fc6c00c23179 : (∀ p : Nat, Nat.Prime p → ∀ a : Nat, a ∣ p → a = 1 ∨ a = p) ↔ (∀ p : Nat, Nat.Prime p → ∀ a : Nat, a ∣ p → a = 1 ∨ a = p) :=
  by paracert_iff_rfl
