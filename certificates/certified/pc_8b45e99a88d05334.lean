import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: syntactic · pair: 8b45e99a88d053346bae058dbfe5e24e0d086ef66ce4669a8a02d957c9b41fd3
theorem pc_8b45e99a88d05334 : (∀ n : Nat, 0 ∣ n ↔ n = 0) ↔ (∀ n : Nat, n = 0 ↔ 0 ∣ n) :=
  by paracert_rules
