import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: fb99c0e59c28aa249b2fc553ea98d662c115d3d7bd306c6080dd45a32c515757
theorem pc_fb99c0e59c28aa24_schema (pcLit0 : Int) : (∀ a : Int, a * (-pcLit0) = -a) ↔ (∀ (a : Int), ¬ ¬ (a * -pcLit0 = -a)) :=
  by paracert_rules
theorem pc_fb99c0e59c28aa24 : (∀ a : Int, a * (-1) = -a) ↔ (∀ (a : Int), ¬ ¬ (a * -1 = -a)) :=
  by with_reducible exact pc_fb99c0e59c28aa24_schema (1)
