import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "contrapositive" · pair: cbd9cde12fb308d0cb4d52befe11224c28524ea438fea7f7fda5da961a65c77f
theorem pc_cbd9cde12fb308d0 {R : Type} [Paracert.LinearOrderedField R] : (∀ (x y : R), 3 * y = x → 2 * x + 5 * y = 11 → x + y = 4) ↔ (∀ (x y : R), 3 * y = x → ¬ (x + y = 4) → ¬ (2 * x + 5 * y = 11)) :=
  by paracert_logic
