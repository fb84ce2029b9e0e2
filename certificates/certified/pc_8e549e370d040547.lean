import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: passive · pair: 8e549e370d04054737c58e98099402440850483e1b5724af9ab35ab3d8dca21e
theorem pc_8e549e370d040547 : (∀ p : Nat, Nat.Prime p → ∀ a : Nat, a ∣ p → a = 1 ∨ a = p) ↔ (∀ p : Nat, Nat.Prime p → ∀ a : Nat, a ∣ p → a = 1 ∨ a = p) :=
  by paracert_iff_rfl
