import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "contrapositive" · pair: ed7ef44dfc4429e23ad3461ca5cb6d06b103b6d8ab78439d54cc428b93a1edbc
theorem pc_ed7ef44dfc4429e2_schema {R : Type} [Paracert.LinearOrderedField R] (f : R → R) (pcLit0 : Nat) : (∀ (c : R), (∀ (x : R), f x = c * x ^ pcLit0 - 9 * x + 3) → f 2 = 9 → c = 3) ↔ (∀ (c : R), (∀ (x : R), f x = c * x ^ pcLit0 - 9 * x + 3) → ¬ (c = 3) → ¬ (f 2 = 9)) :=
  by paracert_logic
theorem pc_ed7ef44dfc4429e2 {R : Type} [Paracert.LinearOrderedField R] (f : R → R) : (∀ (c : R), (∀ (x : R), f x = c * x ^ 3 - 9 * x + 3) → f 2 = 9 → c = 3) ↔ (∀ (c : R), (∀ (x : R), f x = c * x ^ 3 - 9 * x + 3) → ¬ (c = 3) → ¬ (f 2 = 9)) :=
  by with_reducible exact pc_ed7ef44dfc4429e2_schema f (3)
