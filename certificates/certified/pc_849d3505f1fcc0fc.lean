import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "contrapositive" · pair: 849d3505f1fcc0fc8922133dfb607c5bed1950086c394eda4ffd024a884edb19
theorem pc_849d3505f1fcc0fc {R : Type} [Paracert.LinearOrderedField R] : (∀ (x : R), x / 50 = 40 → x = 2000) ↔ (∀ (x : R), ¬ (x = 2000) → ¬ (x / 50 = 40)) :=
  by paracert_logic
