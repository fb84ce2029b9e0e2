import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: binder_reorder · pair: ce9450788c73aba5eb8e56166f68e7cb65f7f726e160419edec7ae6aa8813d1a
theorem pc_ce9450788c73aba5 : (∀ (m x : Int), 0 ≤ x → 10 ≤ m ∧ m ≤ 99 → 6 * x % m = 1 → (x - 6 ^ 2) % m = 0 → m = 43) ↔ (∀ (x m : Int), 0 ≤ x → 10 ≤ m ∧ m ≤ 99 → 6 * x % m = 1 → (x - 6 ^ 2) % m = 0 → m = 43) :=
  by paracert_structural
