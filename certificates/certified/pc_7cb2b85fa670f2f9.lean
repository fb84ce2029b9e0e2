import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "order" · pair: 7cb2b85fa670f2f9fa50a0cced3af605370fb50c0fe238f72f9008b348e8b583
theorem pc_7cb2b85fa670f2f9 : (∀ m n : Nat, m < n + 1 ↔ m ≤ n) ↔ (∀ m n : Nat, n + 1 > m ↔ n ≥ m) :=
  by paracert_iff_rfl
