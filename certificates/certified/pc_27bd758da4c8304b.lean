import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: 27bd758da4c8304b5dc86fbf037e868e8ea22abeef052a69b24372a2f4c8a834
theorem pc_27bd758da4c8304b {R : Type} [Paracert.LinearOrderedField R] : (∀ (s t : R), s = 9 - 2 * t → t = 3 * s + 1 → s = 1 ∧ t = 4) ↔ (∀ (s t : R), 9 - 2 * t = s → t = 3 * s + 1 → s = 1 ∧ t = 4) :=
  by paracert_rules
