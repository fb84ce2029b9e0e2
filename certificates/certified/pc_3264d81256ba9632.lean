import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: 3264d81256ba9632a8f5e020bb75836bd8d6e07eb79ab1746664bd98ee2d5452
theorem pc_3264d81256ba9632 {R : Type} [Paracert.LinearOrderedField R] : (∀ (x : R), x / 50 = 40 → x = 2000) ↔ (∀ (x : R), 40 = x / 50 → x = 2000) :=
  by paracert_rules
