import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "notation_switch" · pair: 8b4ddc69d06f62517785be23b67cbf60223ffe81e9016dc618d20e18fb6a3b69
theorem pc_8b4ddc69d06f6251 {R : Type} [Paracert.LinearOrderedField R] : (∀ (x : R), x ≠ -1 → (x - 9) / (x + 1) = 2 → x = -11) ↔ (∀ (x : R), ¬ (x = -1) → (x - 9) / (x + 1) = 2 → x = -11) :=
  by paracert_iff_rfl
