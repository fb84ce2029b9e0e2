import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: 4b9e3b1fb9ae029ac848dd4a797414ebc6ca1546b7aca7f2f4ca918bec0d8127
theorem pc_4b9e3b1fb9ae029a {R : Type} [Paracert.LinearOrderedField R] (sqrt : R → R) : (∀ (x : R), 0 ≤ sqrt x) ↔ (∀ (x : R), sqrt x ≥ 0) :=
  by paracert_iff_rfl
