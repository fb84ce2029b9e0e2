import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 7d26282cf2743934a94b94580c1014d93567303a755a8738f781f9894298b644
theorem pc_7d26282cf2743934 : (∀ n : Nat, n ≠ 0 → 0 < n) ↔ (∀ (n : Nat), ¬ ¬ (n ≠ 0) → 0 < n) :=
  by paracert_rules
