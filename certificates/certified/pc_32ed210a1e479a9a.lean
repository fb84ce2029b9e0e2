import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "hypothesis_reorder" · pair: 32ed210a1e479a9a16f50350d2505597598c1eba59bfcfdf92c8505179d7c775
theorem pc_32ed210a1e479a9a {R : Type} [Paracert.LinearOrderedField R] : (∀ (s t : R), s = 9 - 2 * t → t = 3 * s + 1 → s = 1 ∧ t = 4) ↔ (∀ (s t : R), t = 3 * s + 1 → s = 9 - 2 * t → s = 1 ∧ t = 4) :=
  by paracert_structural
