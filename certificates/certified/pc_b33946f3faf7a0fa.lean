import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: b33946f3faf7a0fa10acfbd06a2ee3a8574e1120e56ca694ba2ef031fbb6cfcb
theorem pc_b33946f3faf7a0fa : (∀ n : Nat, 0 ≤ n) ↔ (∀ (n : Nat), ¬ ¬ (0 ≤ n)) :=
  by paracert_rules
