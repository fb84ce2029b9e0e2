import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: 44d2a5a929f7a13e362d719a27dd8dca00fe89c78f7ec268f5a793b5efe82e00
theorem pc_44d2a5a929f7a13e {R : Type} [Paracert.LinearOrderedField R] : (∀ (x : R), 3 / 2 / 3 = x / 10 → x = 5) ↔ (∀ (x : R), x / 10 = 3 / 2 / 3 → x = 5) :=
  by paracert_rules
