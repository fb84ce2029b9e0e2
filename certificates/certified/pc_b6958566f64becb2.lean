import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: b6958566f64becb2e49688da7e6c4ba1d2ddc6e2802915dbd2522b9ab19a0df5
theorem pc_b6958566f64becb2 : (∀ (n : Nat), 0 < n → ∃ (m : Nat), m > n ∧ ∃ (p : Nat), m * p ≤ m + p) ↔ (∀ (n : Nat), 0 < n → ∃ (m : Nat), n < m ∧ ∃ (p : Nat), m * p ≤ m + p) :=
  by paracert_iff_rfl
