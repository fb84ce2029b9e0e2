import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: d4dd95d050f58f099d200c076b02bfbe98732ebcc169104df543ee460b266c94
theorem pc_d4dd95d050f58f09 {R : Type} [Paracert.LinearOrderedField R] : (∀ (x : R), x / 50 = 40 → x = 2000) ↔ (∀ (x : R), ¬ ¬ (x / 50 = 40) → x = 2000) :=
  by paracert_rules
