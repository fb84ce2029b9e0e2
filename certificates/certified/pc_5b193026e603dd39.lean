import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "hypothesis_reorder" · pair: 5b193026e603dd39d25f8baf9c8f17b160723159fedb6316e3c35ed476206b7a
theorem pc_5b193026e603dd39_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) : (∀ (n : Nat), 2 ≤ n → (∃ (x : Nat), x ^ pcLit0 = n) → (∃ (t : Nat), t ^ pcLit1 = n) → pcLit2 ≤ n) ↔ (∀ (n : Nat), (∃ (x : Nat), x ^ pcLit0 = n) → 2 ≤ n → (∃ (t : Nat), t ^ pcLit1 = n) → pcLit2 ≤ n) :=
  by paracert_structural
theorem pc_5b193026e603dd39 : (∀ (n : Nat), 2 ≤ n → (∃ (x : Nat), x ^ 3 = n) → (∃ (t : Nat), t ^ 4 = n) → 4096 ≤ n) ↔ (∀ (n : Nat), (∃ (x : Nat), x ^ 3 = n) → 2 ≤ n → (∃ (t : Nat), t ^ 4 = n) → 4096 ≤ n) :=
  by with_reducible exact pc_5b193026e603dd39_schema (3) (4) (4096)
