import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: da6dbe1bad40c1982bc2c9e607bee4e58155fef3b1e596ac47ba8be559bab67b
theorem pc_da6dbe1bad40c198 {R : Type} [Paracert.LinearOrderedField R] : (∀ (a : R), a * (2 - a) ≤ 1) ↔ (∀ (a : R), 1 ≥ a * (2 - a)) :=
  by paracert_iff_rfl
