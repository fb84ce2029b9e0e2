import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: 57cdeb5e9af4bbadf2f6f3d0697c92b7c94be1c1cbdce81ac175a8330c22fe66
theorem pc_57cdeb5e9af4bbad_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) : (∀ (n : Nat), ¬ Nat.Prime (pcLit0 + pcLit1 * n) → pcLit2 ≤ n) ↔ (∀ (n : Nat), ¬ Nat.Prime (pcLit0 + pcLit1 * n) → n ≥ pcLit2) :=
  by paracert_iff_rfl
theorem pc_57cdeb5e9af4bbad : (∀ (n : Nat), ¬ Nat.Prime (7 + 30 * n) → 6 ≤ n) ↔ (∀ (n : Nat), ¬ Nat.Prime (7 + 30 * n) → n ≥ 6) :=
  by with_reducible exact pc_57cdeb5e9af4bbad_schema (7) (30) (6)
