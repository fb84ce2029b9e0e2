import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "contrapositive" · pair: 7af20e15d2a146ea6f7e3cd0a2f455602722007bfda26944e10ceab7caaff251
theorem pc_7af20e15d2a146ea {R : Type} [Paracert.LinearOrderedField R] (sqrt : R → R) : (∀ (a : R), sqrt (4 + sqrt (16 + 16 * a)) + sqrt (1 + sqrt (1 + a)) = 6 → a = 8) ↔ (∀ (a : R), ¬ (a = 8) → ¬ (sqrt (4 + sqrt (16 + 16 * a)) + sqrt (1 + sqrt (1 + a)) = 6)) :=
  by paracert_logic
