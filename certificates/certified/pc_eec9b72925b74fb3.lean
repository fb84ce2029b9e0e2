import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: eec9b72925b74fb3dc8ad3d5db9aed2e185f6a403e363351e2586026993ebc21
theorem pc_eec9b72925b74fb3 : (Nat.Prime 2) ↔ (¬ ¬ Nat.Prime 2) :=
  by paracert_rules
