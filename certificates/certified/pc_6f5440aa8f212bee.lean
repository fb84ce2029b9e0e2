import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: 6f5440aa8f212bee747993658bef22a328ae09ab9c256d904c55a9e450e530e0
theorem pc_6f5440aa8f212bee {R : Type} [Paracert.LinearOrderedField R] (sqrt : R → R) : (∀ {x : R}, 0 ≤ x → sqrt (x ^ 2) = x) ↔ (∀ {x : R}, x ≥ 0 → sqrt (x ^ 2) = x) :=
  by paracert_iff_rfl
