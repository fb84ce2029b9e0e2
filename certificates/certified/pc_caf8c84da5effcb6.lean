import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: caf8c84da5effcb6295b8ef8856931c411f0c3da8277d2f294a798eb4e3a6990
theorem pc_caf8c84da5effcb6 {R : Type} [Paracert.LinearOrderedField R] (abs : R → R) : (∀ (a : R), abs (abs a) = abs a) ↔ (∀ (a : R), ¬ ¬ (abs (abs a) = abs a)) :=
  by paracert_rules
