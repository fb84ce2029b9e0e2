import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: equivalent · pair: 943a4f8e51b48c49a68ee1a2a491800f078740c433d69b57d0133b1e81824789
theorem pc_943a4f8e51b48c49 : (∀ p : Nat, Nat.Prime p → ∀ a : Nat, a ∣ p → a = 1 ∨ a = p) ↔ (∀ p : Nat, Nat.Prime p → ∀ a : Nat, a ∣ p → a = 1 ∨ a = p) :=
  by paracert_iff_rfl
