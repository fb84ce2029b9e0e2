import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: 15de51c34d6d1fbf7542032c02497e2a4dfc090f8a124c69058b9c27e4f3486a
theorem pc_15de51c34d6d1fbf_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) : (∀ (n : Nat), 2 ≤ n → (∃ (x : Nat), x ^ pcLit0 = n) → (∃ (t : Nat), t ^ pcLit1 = n) → pcLit2 ≤ n) ↔ (∀ (n : Nat), n ≥ 2 → (∃ (x : Nat), x ^ pcLit0 = n) → (∃ (t : Nat), t ^ pcLit1 = n) → pcLit2 ≤ n) :=
  by paracert_iff_rfl
theorem pc_15de51c34d6d1fbf : (∀ (n : Nat), 2 ≤ n → (∃ (x : Nat), x ^ 3 = n) → (∃ (t : Nat), t ^ 4 = n) → 4096 ≤ n) ↔ (∀ (n : Nat), n ≥ 2 → (∃ (x : Nat), x ^ 3 = n) → (∃ (t : Nat), t ^ 4 = n) → 4096 ≤ n) :=
  by with_reducible exact pc_15de51c34d6d1fbf_schema (3) (4) (4096)
