import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "contrapositive" · pair: ca9aae72c885abffaebf59fab1cf92c4a27f3a463dd59091417708362ba483b9
theorem pc_ca9aae72c885abff {R : Type} [Paracert.LinearOrderedField R] (sqrt : R → R) : (∀ {x : R}, 0 ≤ x → sqrt (x ^ 2) = x) ↔ (∀ {x : R}, ¬ (sqrt (x ^ 2) = x) → ¬ (0 ≤ x)) :=
  by paracert_logic
