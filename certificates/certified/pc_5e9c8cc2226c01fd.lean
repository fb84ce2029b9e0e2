import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 5e9c8cc2226c01fdeb1b5ab25794757725207245de81a879e505db4d1862e8f0
theorem pc_5e9c8cc2226c01fd : (∀ a : Int, -(-a) = a) ↔ (∀ (a : Int), ¬ ¬ (-(-a) = a)) :=
  by paracert_rules
