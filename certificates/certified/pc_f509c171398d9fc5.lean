import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: f509c171398d9fc550854d237c01159009961ce150b187975f1947bff1d7b2db
theorem pc_f509c171398d9fc5_schema (pcLit0 : Nat) (pcLit1 : Nat) : (∀ (a b : Nat), 0 < a ∧ 0 < b ∧ b ≤ a → (a + b) % pcLit0 = 2 → (2 * a + b) % pcLit0 = 1 → (a - b) % pcLit0 = pcLit1) ↔ (∀ (b a : Nat), 0 < a ∧ 0 < b ∧ b ≤ a → (a + b) % pcLit0 = 2 → (2 * a + b) % pcLit0 = 1 → (a - b) % pcLit0 = pcLit1) :=
  by paracert_structural
theorem pc_f509c171398d9fc5 : (∀ (a b : Nat), 0 < a ∧ 0 < b ∧ b ≤ a → (a + b) % 10 = 2 → (2 * a + b) % 10 = 1 → (a - b) % 10 = 6) ↔ (∀ (b a : Nat), 0 < a ∧ 0 < b ∧ b ≤ a → (a + b) % 10 = 2 → (2 * a + b) % 10 = 1 → (a - b) % 10 = 6) :=
  by with_reducible exact pc_f509c171398d9fc5_schema (10) (6)
