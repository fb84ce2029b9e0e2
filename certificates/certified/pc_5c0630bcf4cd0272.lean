import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 5c0630bcf4cd027260a11067032bc63164a7c9d9db3a66b2ca3cc546edbb4f13
theorem pc_5c0630bcf4cd0272 {M : Type} [Paracert.AddZeroClass M] : (∀ (a : M), 0 + a = a) ↔ (¬ ¬ (∀ (a : M), 0 + a = a)) :=
  by paracert_rules
