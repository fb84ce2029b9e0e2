import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: syntactic · pair: 0e42f8b010e2727e1be549e0ac647c480baceede684a56f818c7a5e87d88020e
theorem pc_0e42f8b010e2727e : (∀ p : Nat, Nat.Prime p → ∀ a : Nat, a ∣ p → a = 1 ∨ a = p) ↔ (∀ p : Nat, Nat.Prime p → ∀ a : Nat, a ∣ p → a = 1 ∨ a = p) :=
  by paracert_iff_rfl
