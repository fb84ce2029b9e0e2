import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: eed0428c4d7dc74337f7af661f445613f7d74255ae0c8b7b6d8f4f7a264deeca
theorem pc_eed0428c4d7dc743 {R : Type} [Paracert.LinearOrderedField R] : (∀ (s t : R), s = 9 - 2 * t → t = 3 * s + 1 → s = 1 ∧ t = 4) ↔ (∀ (t s : R), s = 9 - 2 * t → t = 3 * s + 1 → s = 1 ∧ t = 4) :=
  by paracert_structural
