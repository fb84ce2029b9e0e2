import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "notation_switch" · pair: cf8ef1907c2098e51f4663003840537732c2ddb120bfcdb33f2544d21cb8d2d2
theorem pc_cf8ef1907c2098e5 {R : Type} [Paracert.LinearOrderedField R] : (∀ (a b : R), a ≠ 0 ∧ b ≠ 0 → a * b = a - b → a / b + b / a - a * b = 2) ↔ (∀ (a b : R), ¬ (a = 0) ∧ b ≠ 0 → a * b = a - b → a / b + b / a - a * b = 2) :=
  by paracert_iff_rfl
