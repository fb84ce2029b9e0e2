import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: dbb5d8e58d2c5d2d6d2987d4e235b4e70ae77130ed1355e9f000faef6f53ae5e
theorem pc_dbb5d8e58d2c5d2d {R : Type} [Paracert.LinearOrderedField R] (sqrt : R → R) : (∀ (a : R), sqrt (4 + sqrt (16 + 16 * a)) + sqrt (1 + sqrt (1 + a)) = 6 → a = 8) ↔ (∀ (a : R), 6 = sqrt (4 + sqrt (16 + 16 * a)) + sqrt (1 + sqrt (1 + a)) → a = 8) :=
  by paracert_rules
