import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: equality_symmetry · pair: 7e11cfd1f733ce278b559c398de588bf5e230f993ce6ed4df330100cdc14746d
theorem pc_7e11cfd1f733ce27 : (∀ (n : Nat), n ≤ 9 → 11 ∣ 20 * 100 + 10 * n + 7 → n = 5) ↔ (∀ (n : Nat), n ≤ 9 → 11 ∣ 20 * 100 + 10 * n + 7 → 5 = n) :=
  by paracert_rules
