import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: 0614d60fda985c4112704b6b1a328bcf1dac5795093db343b21f8dd42a7c5719
theorem pc_0614d60fda985c41 {R : Type} [Paracert.LinearOrderedField R] : (∀ (x : R), 2 + 1 / (1 + 1 / (2 + 2 / (3 + x))) = 144 / 53 → x = 3 / 4) ↔ (∀ (x : R), 144 / 53 = 2 + 1 / (1 + 1 / (2 + 2 / (3 + x))) → x = 3 / 4) :=
  by paracert_rules
