import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "contrapositive" · pair: 1d61c5418a7998eaac0f6b0f7170b26807925dfba814c723e9cfd0c902f150f4
theorem pc_1d61c5418a7998ea {R : Type} [Paracert.LinearOrderedField R] (sqrt : R → R) : (∀ (y : R), 0 ≤ 19 + 3 * y → sqrt (19 + 3 * y) = 7 → y = 10) ↔ (∀ (y : R), 0 ≤ 19 + 3 * y → ¬ (y = 10) → ¬ (sqrt (19 + 3 * y) = 7)) :=
  by paracert_logic
