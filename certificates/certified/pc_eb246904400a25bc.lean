import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "contrapositive" · pair: eb246904400a25bc867886c67402d08beaf34ab19b584700f3795b446edc3767
theorem pc_eb246904400a25bc {R : Type} [Paracert.LinearOrderedField R] : (∀ (a b c : R), 3 * a + b + c = -3 → a + 3 * b + c = 9 → a + b + 3 * c = 19 → a * b * c = -56) ↔ (∀ (a b c : R), 3 * a + b + c = -3 → a + 3 * b + c = 9 → ¬ (a * b * c = -56) → ¬ (a + b + 3 * c = 19)) :=
  by paracert_logic
