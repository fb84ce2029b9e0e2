import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: hypothesis_reorder · pair: 45919024dfd18d76e04619f72324d4eb943b9c4b1f567af15ba477c4ac1ab0be
theorem pc_45919024dfd18d76 : (∀ (n : Nat), 10 ≤ n → (∃ (x : Nat), x ^ 2 = n) → (∃ (t : Nat), t ^ 3 = n) → 64 ≤ n) ↔ (∀ (n : Nat), (∃ (x : Nat), x ^ 2 = n) → 10 ≤ n → (∃ (t : Nat), t ^ 3 = n) → 64 ≤ n) :=
  by paracert_structural
