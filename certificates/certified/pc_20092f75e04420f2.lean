import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: contrapositive · pair: 20092f75e04420f24968ea4bec79d2c49f6ba3afd95a08c9879e512f813b9328
theorem pc_20092f75e04420f2 : (∀ (n : Nat), n ≤ 9 → 11 ∣ 20 * 100 + 10 * n + 7 → n = 5) ↔ (∀ (n : Nat), n ≤ 9 → ¬ (n = 5) → ¬ (11 ∣ 20 * 100 + 10 * n + 7)) :=
  by paracert_logic
