import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "contrapositive" · pair: f0d04fd88b8f754265dc0ea6d7f56ebee0fed1c7c09fd91060955c1fb697b44c
theorem pc_f0d04fd88b8f7542_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) : (∀ (x y : Nat), 0 < x ∧ 0 < y → x * y + (x + y) = pcLit0 → x ^ 2 * y + x * y ^ 2 = pcLit1 → x ^ 2 + y ^ 2 = pcLit2) ↔ (∀ (x y : Nat), 0 < x ∧ 0 < y → x * y + (x + y) = pcLit0 → ¬ (x ^ 2 + y ^ 2 = pcLit2) → ¬ (x ^ 2 * y + x * y ^ 2 = pcLit1)) :=
  by paracert_logic
theorem pc_f0d04fd88b8f7542 : (∀ (x y : Nat), 0 < x ∧ 0 < y → x * y + (x + y) = 71 → x ^ 2 * y + x * y ^ 2 = 880 → x ^ 2 + y ^ 2 = 146) ↔ (∀ (x y : Nat), 0 < x ∧ 0 < y → x * y + (x + y) = 71 → ¬ (x ^ 2 + y ^ 2 = 146) → ¬ (x ^ 2 * y + x * y ^ 2 = 880)) :=
  by with_reducible exact pc_f0d04fd88b8f7542_schema (71) (880) (146)
