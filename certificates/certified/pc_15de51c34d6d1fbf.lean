import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: comparison_order · pair: 15de51c34d6d1fbf7542032c02497e2a4dfc090f8a124c69058b9c27e4f3486a
theorem pc_15de51c34d6d1fbf : (∀ (n : Nat), 2 ≤ n → (∃ (x : Nat), x ^ 3 = n) → (∃ (t : Nat), t ^ 4 = n) → 4096 ≤ n) ↔ (∀ (n : Nat), n ≥ 2 → (∃ (x : Nat), x ^ 3 = n) → (∃ (t : Nat), t ^ 4 = n) → 4096 ≤ n) :=
  by paracert_iff_rfl
