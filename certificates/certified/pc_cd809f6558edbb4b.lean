import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: cd809f6558edbb4bff41e2c3850468de810abc8fa7069b6f409e2e73473fff6c
theorem pc_cd809f6558edbb4b {G : Type} [Paracert.AddGroup G] : (∀ (a : G), -a + a = 0) ↔ (¬ ¬ (∀ (a : G), -a + a = 0)) :=
  by paracert_rules
