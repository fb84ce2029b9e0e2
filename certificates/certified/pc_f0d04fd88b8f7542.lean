import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: contrapositive · pair: f0d04fd88b8f754265dc0ea6d7f56ebee0fed1c7c09fd91060955c1fb697b44c
theorem pc_f0d04fd88b8f7542 : (∀ (x y : Nat), 0 < x ∧ 0 < y → x * y + (x + y) = 71 → x ^ 2 * y + x * y ^ 2 = 880 → x ^ 2 + y ^ 2 = 146) ↔ (∀ (x y : Nat), 0 < x ∧ 0 < y → x * y + (x + y) = 71 → ¬ (x ^ 2 + y ^ 2 = 146) → ¬ (x ^ 2 * y + x * y ^ 2 = 880)) :=
  by paracert_logic
