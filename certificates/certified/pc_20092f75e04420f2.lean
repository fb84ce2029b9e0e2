import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "contrapositive" · pair: 20092f75e04420f24968ea4bec79d2c49f6ba3afd95a08c9879e512f813b9328
theorem pc_20092f75e04420f2_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) (pcLit3 : Nat) (pcLit4 : Nat) (pcLit5 : Nat) (pcLit6 : Nat) : (∀ (n : Nat), n ≤ pcLit0 → pcLit1 ∣ pcLit2 * pcLit3 + pcLit4 * n + pcLit5 → n = pcLit6) ↔ (∀ (n : Nat), n ≤ pcLit0 → ¬ (n = pcLit6) → ¬ (pcLit1 ∣ pcLit2 * pcLit3 + pcLit4 * n + pcLit5)) :=
  by paracert_logic
theorem pc_20092f75e04420f2 : (∀ (n : Nat), n ≤ 9 → 11 ∣ 20 * 100 + 10 * n + 7 → n = 5) ↔ (∀ (n : Nat), n ≤ 9 → ¬ (n = 5) → ¬ (11 ∣ 20 * 100 + 10 * n + 7)) :=
  by with_reducible exact pc_20092f75e04420f2_schema (9) (11) (20) (100) (10) (7) (5)
