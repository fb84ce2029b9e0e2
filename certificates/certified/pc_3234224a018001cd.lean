import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: 3234224a018001cd3aa4f02f6e9d73043f88102929229671ef05d9d8643bc095
theorem pc_3234224a018001cd {R : Type} [Paracert.LinearOrderedField R] (abs : R → R) : (∀ (x : R), abs (x - 1) + abs x + abs (x + 1) = x + 2 → 0 ≤ x ∧ x ≤ 1) ↔ (∀ (x : R), abs (x - 1) + abs x + abs (x + 1) = x + 2 → x ≥ 0 ∧ x ≤ 1) :=
  by paracert_iff_rfl
