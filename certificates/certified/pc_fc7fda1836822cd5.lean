import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "hypothesis_reorder" · pair: fc7fda1836822cd58baa00dc3d19b99c9880b4b72ea585f7b23ad8d5cd03ddca
theorem pc_fc7fda1836822cd5_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) (pcLit3 : Nat) (pcLit4 : Nat) (pcLit5 : Nat) (pcLit6 : Nat) : (∀ (n : Nat), n ≤ pcLit0 → pcLit1 ∣ pcLit2 * pcLit3 + pcLit4 * n + pcLit5 → n = pcLit6) ↔ (∀ (n : Nat), pcLit1 ∣ pcLit2 * pcLit3 + pcLit4 * n + pcLit5 → n ≤ pcLit0 → n = pcLit6) :=
  by paracert_structural
theorem pc_fc7fda1836822cd5 : (∀ (n : Nat), n ≤ 9 → 11 ∣ 20 * 100 + 10 * n + 7 → n = 5) ↔ (∀ (n : Nat), 11 ∣ 20 * 100 + 10 * n + 7 → n ≤ 9 → n = 5) :=
  by with_reducible exact pc_fc7fda1836822cd5_schema (9) (11) (20) (100) (10) (7) (5)
