import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: 1ad8c76c53e4fc6acad3aa94c427c112b955fc1bdb6c4b2bd24d166664bf1c0f
theorem pc_1ad8c76c53e4fc6a : (∀ n : Nat, 0 ≤ n) ↔ (∀ (n : Nat), n ≥ 0) :=
  by paracert_iff_rfl
