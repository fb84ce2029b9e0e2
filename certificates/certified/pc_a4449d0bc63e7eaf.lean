import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: a4449d0bc63e7eaf1fd77f2d33e673cb378b8164f8098ffb437be22beb2240f3
theorem pc_a4449d0bc63e7eaf {R : Type} [Paracert.LinearOrderedField R] : (∀ (x : R), 2 + 1 / (1 + 1 / (2 + 2 / (3 + x))) = 144 / 53 → x = 3 / 4) ↔ (∀ (x : R), ¬ ¬ (2 + 1 / (1 + 1 / (2 + 2 / (3 + x))) = 144 / 53) → x = 3 / 4) :=
  by paracert_rules
