import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: 5be6eb8b2c375e1264c5fe8093aa8b93ac879cbfe7f42ed0f8de181a12113dde
theorem pc_5be6eb8b2c375e12 {R : Type} [Paracert.LinearOrderedField R] : (∀ (a b c : R), 0 < a ∧ 0 < b ∧ 0 < c → 9 * b = 20 * c → 7 * a = 4 * b → 63 * a = 80 * c) ↔ (∀ (b a c : R), 0 < a ∧ 0 < b ∧ 0 < c → 9 * b = 20 * c → 7 * a = 4 * b → 63 * a = 80 * c) :=
  by paracert_structural
