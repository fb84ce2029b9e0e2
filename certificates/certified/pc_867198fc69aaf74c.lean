import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: 867198fc69aaf74c2424af3b6f585246a5e399c5b9b8942be53b713b36085725
theorem pc_867198fc69aaf74c : (∀ m n : Nat, m < n + 1 ↔ m ≤ n) ↔ (∀ (m n : Nat), ¬ (n + 1 ≤ m) ↔ m ≤ n) :=
  by paracert_rules
