import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: b3c36383901659d0eeea0daa7d275808f8c929412ad657ccac539b57ff379d03
theorem pc_b3c36383901659d0 : (∀ n : Nat, n ≠ 0 → 0 < n) ↔ (∀ (n : Nat), n ≠ 0 → ¬ (n ≤ 0)) :=
  by paracert_rules
