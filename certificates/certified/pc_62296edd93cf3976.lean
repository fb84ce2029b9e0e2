import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "notation_switch" · pair: 62296edd93cf397633f305cd0d92f35f439b98a5cfd345f2ad5899c0ee17abe5
theorem pc_62296edd93cf3976 {R : Type} [Paracert.LinearOrderedField R] : (∀ (a b : R), (∀ (x : R), x - 3 ≠ 0 ∧ x - 5 ≠ 0 → 4 * x / (x ^ 2 - 8 * x + 15) = a / (x - 3) + b / (x - 5)) → a = -6 ∧ b = 10) ↔ (∀ (a b : R), (∀ (x : R), ¬ (x - 3 = 0) ∧ x - 5 ≠ 0 → 4 * x / (x ^ 2 - 8 * x + 15) = a / (x - 3) + b / (x - 5)) → a = -6 ∧ b = 10) :=
  by paracert_iff_rfl
