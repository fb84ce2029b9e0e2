import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: d955102fd20b809ba38f4fa86aceb138b6433bd7a629937e6fc9b99b51b7f72e
theorem pc_d955102fd20b809b {R : Type} [Paracert.LinearOrderedField R] : (∀ (a b c : R), 0 < a ∧ 0 < b ∧ 0 < c → (∀ (x : R), 24 * x ^ 2 - 19 * x - 35 = (a * x - 5) * (2 * (b * x) + c)) → a * b - 3 * c = -9) ↔ (∀ (a b c : R), a > 0 ∧ 0 < b ∧ 0 < c → (∀ (x : R), 24 * x ^ 2 - 19 * x - 35 = (a * x - 5) * (2 * (b * x) + c)) → a * b - 3 * c = -9) :=
  by paracert_iff_rfl
