import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: 045848c9a19f3fbb0ea38c347e2e940d142b83e6b869099d4a0dbe42d7c59943
theorem pc_045848c9a19f3fbb {R : Type} [Paracert.LinearOrderedField R] : (∀ (a b c : R), 0 < a ∧ 0 < b ∧ 0 < c → 9 * b = 20 * c → 7 * a = 4 * b → 63 * a = 80 * c) ↔ (∀ (a b c : R), 0 < a ∧ 0 < b ∧ 0 < c → 20 * c = 9 * b → 7 * a = 4 * b → 63 * a = 80 * c) :=
  by paracert_rules
