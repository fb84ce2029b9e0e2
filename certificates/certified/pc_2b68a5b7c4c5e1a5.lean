import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "hypothesis_reorder" · pair: 2b68a5b7c4c5e1a5afef7e3e75d754e34aea83ae32b4bb2fab9e5c9cb067f900
theorem pc_2b68a5b7c4c5e1a5 {R : Type} [Paracert.LinearOrderedField R] : (∀ (x y z : R), 3 * x + y = 17 → 5 * y + z = 14 → 3 * x + 5 * z = 41 → x + y + z = 12) ↔ (∀ (x y z : R), 5 * y + z = 14 → 3 * x + y = 17 → 3 * x + 5 * z = 41 → x + y + z = 12) :=
  by paracert_structural
