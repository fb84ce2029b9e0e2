import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "contrapositive" · pair: b655d04f0b536e25a8dd51363c055774124f886656e09c68ccf543e1302b3b63
theorem pc_b655d04f0b536e25 {R : Type} [Paracert.LinearOrderedField R] : (∀ (n x : R), n + x = 97 → n + 5 * x = 265 → n + 2 * x = 139) ↔ (∀ (n x : R), n + x = 97 → ¬ (n + 2 * x = 139) → ¬ (n + 5 * x = 265)) :=
  by paracert_logic
