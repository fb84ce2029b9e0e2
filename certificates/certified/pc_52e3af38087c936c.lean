import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: 52e3af38087c936c7f8f1aed1160738ed5a001c849a34c39bc2ce839e0ab1be2
theorem pc_52e3af38087c936c {R : Type} [Paracert.LinearOrderedField R] : (∀ (a b c : R), 0 < a ∧ 0 < b ∧ 0 < c → 9 * b = 20 * c → 7 * a = 4 * b → 63 * a = 80 * c) ↔ (∀ (a b c : R), a > 0 ∧ 0 < b ∧ 0 < c → 9 * b = 20 * c → 7 * a = 4 * b → 63 * a = 80 * c) :=
  by paracert_iff_rfl
