import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: 900e5d82c904ec6950ecf6ad0d71f47adce32e44d079e8aef02277080f501b4e
theorem pc_900e5d82c904ec69 : (∀ (a b : Nat), 0 < a ∧ 0 < b → (∃ (k : Nat), k > 0 ∧ 2 ^ k = (a + b ^ 2) * (b + a ^ 2)) → a = 1) ↔ (∀ (b a : Nat), 0 < a ∧ 0 < b → (∃ (k : Nat), k > 0 ∧ 2 ^ k = (a + b ^ 2) * (b + a ^ 2)) → a = 1) :=
  by paracert_structural
