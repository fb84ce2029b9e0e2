import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: comparison_order · pair: eb045255a50c47eff2a4326b49ec9ff6acd0636b0ca6ab5cc5cfe9f05d6383ef
theorem pc_eb045255a50c47ef : (∀ (n : Nat), n ≤ 9 → 11 ∣ 20 * 100 + 10 * n + 7 → n = 5) ↔ (∀ (n : Nat), 9 ≥ n → 11 ∣ 20 * 100 + 10 * n + 7 → n = 5) :=
  by paracert_iff_rfl
