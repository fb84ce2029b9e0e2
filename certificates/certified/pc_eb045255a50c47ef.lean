import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: eb045255a50c47eff2a4326b49ec9ff6acd0636b0ca6ab5cc5cfe9f05d6383ef
theorem pc_eb045255a50c47ef_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) (pcLit3 : Nat) (pcLit4 : Nat) (pcLit5 : Nat) (pcLit6 : Nat) : (∀ (n : Nat), n ≤ pcLit0 → pcLit1 ∣ pcLit2 * pcLit3 + pcLit4 * n + pcLit5 → n = pcLit6) ↔ (∀ (n : Nat), pcLit0 ≥ n → pcLit1 ∣ pcLit2 * pcLit3 + pcLit4 * n + pcLit5 → n = pcLit6) :=
  by paracert_iff_rfl
theorem pc_eb045255a50c47ef : (∀ (n : Nat), n ≤ 9 → 11 ∣ 20 * 100 + 10 * n + 7 → n = 5) ↔ (∀ (n : Nat), 9 ≥ n → 11 ∣ 20 * 100 + 10 * n + 7 → n = 5) :=
  by with_reducible exact pc_eb045255a50c47ef_schema (9) (11) (20) (100) (10) (7) (5)
