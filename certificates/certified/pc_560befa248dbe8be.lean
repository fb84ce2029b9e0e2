import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "notation_switch" · pair: 560befa248dbe8be881e85c114cca88e538a0d6282556e243709ed0d285edf51
theorem pc_560befa248dbe8be {R : Type} [Paracert.LinearOrderedField R] : (∀ (x : R), x ≠ 0 → 3 + 1 / x = 7 / x → x = 2) ↔ (∀ (x : R), ¬ (x = 0) → 3 + 1 / x = 7 / x → x = 2) :=
  by paracert_iff_rfl
