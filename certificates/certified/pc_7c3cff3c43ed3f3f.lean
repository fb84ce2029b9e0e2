import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "notation_switch" · pair: 7c3cff3c43ed3f3faee32f9d9a52a87124682d53c1728c71d47d218ea5cc304b
theorem pc_7c3cff3c43ed3f3f {R : Type} [Paracert.LinearOrderedField R] : (∀ (a b : R), a ≠ 0 ∧ b ≠ 0 → (∀ (x : R), x ^ 2 + a * x + b = (x - a) * (x - b)) → a = 1 ∧ b = -2) ↔ (∀ (a b : R), a ≠ 0 ∧ ¬ (b = 0) → (∀ (x : R), x ^ 2 + a * x + b = (x - a) * (x - b)) → a = 1 ∧ b = -2) :=
  by paracert_iff_rfl
