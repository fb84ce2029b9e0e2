import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: 7e11cfd1f733ce278b559c398de588bf5e230f993ce6ed4df330100cdc14746d
theorem pc_7e11cfd1f733ce27_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) (pcLit3 : Nat) (pcLit4 : Nat) (pcLit5 : Nat) (pcLit6 : Nat) : (∀ (n : Nat), n ≤ pcLit0 → pcLit1 ∣ pcLit2 * pcLit3 + pcLit4 * n + pcLit5 → n = pcLit6) ↔ (∀ (n : Nat), n ≤ pcLit0 → pcLit1 ∣ pcLit2 * pcLit3 + pcLit4 * n + pcLit5 → pcLit6 = n) :=
  by paracert_rules
theorem pc_7e11cfd1f733ce27 : (∀ (n : Nat), n ≤ 9 → 11 ∣ 20 * 100 + 10 * n + 7 → n = 5) ↔ (∀ (n : Nat), n ≤ 9 → 11 ∣ 20 * 100 + 10 * n + 7 → 5 = n) :=
  by with_reducible exact pc_7e11cfd1f733ce27_schema (9) (11) (20) (100) (10) (7) (5)
