import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: ce9450788c73aba5eb8e56166f68e7cb65f7f726e160419edec7ae6aa8813d1a
theorem pc_ce9450788c73aba5_schema (pcLit0 : Int) (pcLit1 : Int) (pcLit2 : Int) (pcLit3 : Nat) (pcLit4 : Int) : (∀ (m x : Int), 0 ≤ x → pcLit0 ≤ m ∧ m ≤ pcLit1 → pcLit2 * x % m = 1 → (x - pcLit2 ^ pcLit3) % m = 0 → m = pcLit4) ↔ (∀ (x m : Int), 0 ≤ x → pcLit0 ≤ m ∧ m ≤ pcLit1 → pcLit2 * x % m = 1 → (x - pcLit2 ^ pcLit3) % m = 0 → m = pcLit4) :=
  by paracert_structural
theorem pc_ce9450788c73aba5 : (∀ (m x : Int), 0 ≤ x → 10 ≤ m ∧ m ≤ 99 → 6 * x % m = 1 → (x - 6 ^ 2) % m = 0 → m = 43) ↔ (∀ (x m : Int), 0 ≤ x → 10 ≤ m ∧ m ≤ 99 → 6 * x % m = 1 → (x - 6 ^ 2) % m = 0 → m = 43) :=
  by with_reducible exact pc_ce9450788c73aba5_schema (10) (99) (6) (2) (43)
