import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 155f88fb08491a672bf8884db3ff635fc5c4f2b0030b2ccf41b675020db2359e
theorem pc_155f88fb08491a67_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) (pcLit3 : Nat) (pcLit4 : Nat) (pcLit5 : Nat) (pcLit6 : Nat) : (∀ (n : Nat), n ≤ pcLit0 → pcLit1 ∣ pcLit2 * pcLit3 + pcLit4 * n + pcLit5 → n = pcLit6) ↔ (∀ (n : Nat), ¬ ¬ (n ≤ pcLit0) → pcLit1 ∣ pcLit2 * pcLit3 + pcLit4 * n + pcLit5 → n = pcLit6) :=
  by paracert_rules
theorem pc_155f88fb08491a67 : (∀ (n : Nat), n ≤ 9 → 11 ∣ 20 * 100 + 10 * n + 7 → n = 5) ↔ (∀ (n : Nat), ¬ ¬ (n ≤ 9) → 11 ∣ 20 * 100 + 10 * n + 7 → n = 5) :=
  by with_reducible exact pc_155f88fb08491a67_schema (9) (11) (20) (100) (10) (7) (5)
