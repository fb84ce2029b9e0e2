import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: 2a865f264f24a747dfd8b798beb18bd40b90a8237d3c7943d38d9402506cd4a7
theorem pc_2a865f264f24a747 : (∀ n : Nat, 0 < n + 1) ↔ (∀ (n : Nat), ¬ (n + 1 ≤ 0)) :=
  by paracert_rules
