import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 5f85dca3aa54241cf1afc7e404f617d51a6bbed5abbb0f94432c31c1a4caddd0
theorem pc_5f85dca3aa54241c {R : Type} [Paracert.LinearOrderedField R] (sqrt : R → R) : (∀ (x : R), 0 ≤ sqrt x) ↔ (¬ ¬ (∀ (x : R), 0 ≤ sqrt x)) :=
  by paracert_rules
