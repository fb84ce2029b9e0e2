import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 0587094ba071778a4c2e501ba74d6a22bcf8fa1cf1784febfeb51b87a720c139
theorem pc_0587094ba071778a {G : Type} [Paracert.AddGroup G] : (∀ (a : G), a - a = 0) ↔ (¬ ¬ (∀ (a : G), a - a = 0)) :=
  by paracert_rules
