import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: bf7775c3afab1ebbde70138ee3b7480e14235dae00415e40d76b545f05d51e90
theorem pc_bf7775c3afab1ebb {G : Type} [Paracert.LeftCancelMonoid G] : (∀ {a b c : G}, a * b = a * c → b = c) ↔ (∀ {a b c : G}, a * b = a * c → ¬ ¬ (b = c)) :=
  by paracert_rules
