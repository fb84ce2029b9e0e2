import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: double_negation · pair: 155f88fb08491a672bf8884db3ff635fc5c4f2b0030b2ccf41b675020db2359e
theorem pc_155f88fb08491a67 : (∀ (n : Nat), n ≤ 9 → 11 ∣ 20 * 100 + 10 * n + 7 → n = 5) ↔ (∀ (n : Nat), ¬ ¬ (n ≤ 9) → 11 ∣ 20 * 100 + 10 * n + 7 → n = 5) :=
  by paracert_rules
