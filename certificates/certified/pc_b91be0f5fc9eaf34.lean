import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "notation_switch" · pair: b91be0f5fc9eaf340a5478fc1345720674a5a64214745cbe688dfb123410a0e0
theorem pc_b91be0f5fc9eaf34 {R : Type} [Paracert.LinearOrderedField R] : (∀ (a b : R), a ≠ 0 ∧ b ≠ 0 → a * b = a - b → a / b + b / a - a * b = 2) ↔ (∀ (a b : R), a ≠ 0 ∧ ¬ (b = 0) → a * b = a - b → a / b + b / a - a * b = 2) :=
  by paracert_iff_rfl
