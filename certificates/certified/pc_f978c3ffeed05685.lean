import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "contrapositive" · pair: f978c3ffeed05685b3709f7b52b052fe4c57c1928f5eaa7959463cb9bef3af0a
theorem pc_f978c3ffeed05685 {R : Type} [Paracert.LinearOrderedField R] (sqrt : R → R) : (∀ {x : R}, 0 ≤ x → sqrt x * sqrt x = x) ↔ (∀ {x : R}, ¬ (sqrt x * sqrt x = x) → ¬ (0 ≤ x)) :=
  by paracert_logic
