import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: 7dbbdf385c2459ea28ae294969f489fdeac28851f6fc8ff501abfd9067820340
theorem pc_7dbbdf385c2459ea : (∀ m n : Nat, m < n + 1 ↔ m ≤ n) ↔ (∀ (m n : Nat), m < n + 1 ↔ n ≥ m) :=
  by paracert_iff_rfl
