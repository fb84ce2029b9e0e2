import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "hypothesis_reorder" · pair: 45919024dfd18d76e04619f72324d4eb943b9c4b1f567af15ba477c4ac1ab0be
theorem pc_45919024dfd18d76_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) : (∀ (n : Nat), pcLit0 ≤ n → (∃ (x : Nat), x ^ 2 = n) → (∃ (t : Nat), t ^ pcLit1 = n) → pcLit2 ≤ n) ↔ (∀ (n : Nat), (∃ (x : Nat), x ^ 2 = n) → pcLit0 ≤ n → (∃ (t : Nat), t ^ pcLit1 = n) → pcLit2 ≤ n) :=
  by paracert_structural
theorem pc_45919024dfd18d76 : (∀ (n : Nat), 10 ≤ n → (∃ (x : Nat), x ^ 2 = n) → (∃ (t : Nat), t ^ 3 = n) → 64 ≤ n) ↔ (∀ (n : Nat), (∃ (x : Nat), x ^ 2 = n) → 10 ≤ n → (∃ (t : Nat), t ^ 3 = n) → 64 ≤ n) :=
  by with_reducible exact pc_45919024dfd18d76_schema (10) (3) (64)
