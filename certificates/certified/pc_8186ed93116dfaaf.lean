import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: double_negation · pair: 8186ed93116dfaafba0bff0b127167ff150258f289691b3f0aed8fe7d8aebfc2
theorem pc_8186ed93116dfaaf : (2 ^ 2010 % 10 = 4) ↔ (¬ ¬ (2 ^ 2010 % 10 = 4)) :=
  by paracert_rules
