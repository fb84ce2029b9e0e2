import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "contrapositive" · pair: a18b72607608a3810801f2406684857457f1b2e63b8316da96cab462657ef960
theorem pc_a18b72607608a381 : (∀ (n : Nat), 0 < n → Nat.Prime (2 ^ n - 1) → Nat.Prime n) ↔ (∀ (n : Nat), 0 < n → ¬ Nat.Prime n → ¬ Nat.Prime (2 ^ n - 1)) :=
  by paracert_logic
