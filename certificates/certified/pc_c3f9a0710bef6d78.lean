import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "contrapositive" · pair: c3f9a0710bef6d787478817ff53082cea82b12a4beac296d19e7f066e6aef490
theorem pc_c3f9a0710bef6d78 {R : Type} [Paracert.LinearOrderedField R] : (∀ (x : R), 3 / 2 / 3 = x / 10 → x = 5) ↔ (∀ (x : R), ¬ (x = 5) → ¬ (3 / 2 / 3 = x / 10)) :=
  by paracert_logic
