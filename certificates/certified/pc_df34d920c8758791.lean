import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "notation_switch" · pair: df34d920c8758791253a586b376577d169b2bcd33270502d1d8ef9f469de6d77
theorem pc_df34d920c8758791 {R : Type} [Paracert.LinearOrderedField R] : (∀ (x : R), x ≠ 1 → x ≠ -2 → (x + 1) / (x - 1) = (x - 2) / (x + 2) → x = 0) ↔ (∀ (x : R), x ≠ 1 → ¬ (x = -2) → (x + 1) / (x - 1) = (x - 2) / (x + 2) → x = 0) :=
  by paracert_iff_rfl
