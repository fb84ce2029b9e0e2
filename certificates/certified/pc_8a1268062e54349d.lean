import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: 8a1268062e54349d60e0311d7afb064d1b34fac3dc3c0c17d12245ff411bddac
theorem pc_8a1268062e54349d : (∀ m n : Nat, m < n + 1 ↔ m ≤ n) ↔ (∀ (m n : Nat), m < n + 1 ↔ ¬ (n < m)) :=
  by paracert_rules
