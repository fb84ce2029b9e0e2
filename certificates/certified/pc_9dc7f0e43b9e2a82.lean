import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "hypothesis_reorder" · pair: 9dc7f0e43b9e2a82428eed48680e7f1f63fb7f535ee46886019aff130f827009
theorem pc_9dc7f0e43b9e2a82_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) : (∀ (x y : Nat), 0 < x ∧ 0 < y → x * y + (x + y) = pcLit0 → x ^ 2 * y + x * y ^ 2 = pcLit1 → x ^ 2 + y ^ 2 = pcLit2) ↔ (∀ (x y : Nat), x * y + (x + y) = pcLit0 → 0 < x ∧ 0 < y → x ^ 2 * y + x * y ^ 2 = pcLit1 → x ^ 2 + y ^ 2 = pcLit2) :=
  by paracert_structural
theorem pc_9dc7f0e43b9e2a82 : (∀ (x y : Nat), 0 < x ∧ 0 < y → x * y + (x + y) = 71 → x ^ 2 * y + x * y ^ 2 = 880 → x ^ 2 + y ^ 2 = 146) ↔ (∀ (x y : Nat), x * y + (x + y) = 71 → 0 < x ∧ 0 < y → x ^ 2 * y + x * y ^ 2 = 880 → x ^ 2 + y ^ 2 = 146) :=
  by with_reducible exact pc_9dc7f0e43b9e2a82_schema (71) (880) (146)
