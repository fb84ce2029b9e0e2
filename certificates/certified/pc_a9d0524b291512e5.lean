import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: a9d0524b291512e5fdd94ee2e95707b1a2c0540a0bc8955afed0fab8f7916c30
theorem pc_a9d0524b291512e5 : (∀ a : Int, a + (-a) = 0) ↔ (∀ (a : Int), ¬ ¬ (a + -a = 0)) :=
  by paracert_rules
