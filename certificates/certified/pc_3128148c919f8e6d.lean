import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: double_negation · pair: 3128148c919f8e6d45fa669b52c717728906559587d78c7414bf42a0cc80b545
theorem pc_3128148c919f8e6d : ((29 * 79 + 31 * 81) % 10 = 2) ↔ (¬ ¬ ((29 * 79 + 31 * 81) % 10 = 2)) :=
  by paracert_rules
