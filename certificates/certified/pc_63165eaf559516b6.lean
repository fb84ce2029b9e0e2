import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: 63165eaf559516b6d61869276bee4eabc272855fa27c3334c086c3bf0dbee50a
theorem pc_63165eaf559516b6 {R : Type} [Paracert.LinearOrderedField R] : (∀ (a : R), 10 * a ≤ 28 * a ^ 2 + 1) ↔ (∀ (a : R), 28 * a ^ 2 + 1 ≥ 10 * a) :=
  by paracert_iff_rfl
