import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: hypothesis_reorder · pair: 9dc7f0e43b9e2a82428eed48680e7f1f63fb7f535ee46886019aff130f827009
theorem pc_9dc7f0e43b9e2a82 : (∀ (x y : Nat), 0 < x ∧ 0 < y → x * y + (x + y) = 71 → x ^ 2 * y + x * y ^ 2 = 880 → x ^ 2 + y ^ 2 = 146) ↔ (∀ (x y : Nat), x * y + (x + y) = 71 → 0 < x ∧ 0 < y → x ^ 2 * y + x * y ^ 2 = 880 → x ^ 2 + y ^ 2 = 146) :=
  by paracert_structural
