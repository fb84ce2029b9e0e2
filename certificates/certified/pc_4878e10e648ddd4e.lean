import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 4878e10e648ddd4eec303d03f310d975652e3b2c970113097dea911140f80bcd
theorem pc_4878e10e648ddd4e : (∀ (n : Nat), 0 < n → ∃ (m : Nat), m > n ∧ ∃ (p : Nat), m * p ≤ m + p) ↔ (∀ (n : Nat), ¬ ¬ (0 < n) → ∃ (m : Nat), m > n ∧ ∃ (p : Nat), m * p ≤ m + p) :=
  by paracert_rules
