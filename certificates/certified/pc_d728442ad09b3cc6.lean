import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: d728442ad09b3cc6619195b474ce4f595edaabffa3364f883991af2d413cf2ad
theorem pc_d728442ad09b3cc6 {R : Type} [Paracert.LinearOrderedField R] (sqrt : R → R) : (∀ {x : R}, 0 ≤ x → sqrt (x ^ 2) = x) ↔ (∀ {x : R}, 0 ≤ x → sqrt (x ^ 2) = x) :=
  by paracert_iff_rfl
