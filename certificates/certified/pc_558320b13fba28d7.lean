import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: quantifier · pair: 558320b13fba28d706399a472a713413888fe67e4991086dae8c5f05bd729b7e
theorem pc_558320b13fba28d7 : (∀ p m n : Nat, Nat.Prime p → p ∣ m * n → p ∣ m ∨ p ∣ n) ↔ (∀ p m n : Nat, Nat.Prime p → p ∣ m * n → p ∣ m ∨ p ∣ n) :=
  by paracert_iff_rfl
