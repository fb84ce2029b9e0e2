import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equivalent" · pair: 5b3fdf32577717bb5a64344e0da4ef39cb76a6704f2751d65135467b244f7470
theorem pc_5b3fdf32577717bb : (∀ a b : Nat, a < b → a ≤ b) ↔ (∀ a b : Nat, a < b → a ≤ b) :=
  by paracert_iff_rfl
