import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "contrapositive" · pair: f75591bc4f080b73fab8f1060f9102dd71ef388f1407a92bbc0f73f0388077cd
theorem pc_f75591bc4f080b73_schema {R : Type} [Paracert.LinearOrderedField R] (pcLit0 : Nat) : (∀ (x y : R), x ^ 2 + 8 * x + y ^ 2 - 6 * y = 0 → (x + 4) ^ 2 + (y - 3) ^ 2 = 5 ^ pcLit0) ↔ (∀ (x y : R), ¬ ((x + 4) ^ 2 + (y - 3) ^ 2 = 5 ^ pcLit0) → ¬ (x ^ 2 + 8 * x + y ^ 2 - 6 * y = 0)) :=
  by paracert_logic
theorem pc_f75591bc4f080b73 {R : Type} [Paracert.LinearOrderedField R] : (∀ (x y : R), x ^ 2 + 8 * x + y ^ 2 - 6 * y = 0 → (x + 4) ^ 2 + (y - 3) ^ 2 = 5 ^ 2) ↔ (∀ (x y : R), ¬ ((x + 4) ^ 2 + (y - 3) ^ 2 = 5 ^ 2) → ¬ (x ^ 2 + 8 * x + y ^ 2 - 6 * y = 0)) :=
  by with_reducible exact pc_f75591bc4f080b73_schema (2)
