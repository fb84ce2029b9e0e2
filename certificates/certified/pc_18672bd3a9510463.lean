import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "notation_switch" · pair: 18672bd3a951046307e65419e2cea63729920cbfa0dda36d3cb1ca1da054e908
theorem pc_18672bd3a9510463 {R : Type} [Paracert.LinearOrderedField R] : (∀ (x : R), x ≠ 1 → x ≠ -2 → (x + 1) / (x - 1) = (x - 2) / (x + 2) → x = 0) ↔ (∀ (x : R), ¬ (x = 1) → x ≠ -2 → (x + 1) / (x - 1) = (x - 2) / (x + 2) → x = 0) :=
  by paracert_iff_rfl
