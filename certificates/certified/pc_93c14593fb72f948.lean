import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: 93c14593fb72f948ed883ac6efab2dd6bf9761ad79bf22737719dd83c4ca3bdc
theorem pc_93c14593fb72f948 {R : Type} [Paracert.LinearOrderedField R] : (∀ (x y z : R), x ≠ 0 → 2 * x = 5 * y → 7 * y = 10 * z → z / x = 7 / 25) ↔ (∀ (x y z : R), x ≠ 0 → 5 * y = 2 * x → 7 * y = 10 * z → z / x = 7 / 25) :=
  by paracert_rules
