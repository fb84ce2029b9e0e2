import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: 5850cb046c84d44f6f47e5822f64f10baf7e9a34b486c9e8b083d9cdfbb04f5c
theorem pc_5850cb046c84d44f_schema (pcLit0 : Nat) (pcLit1 : Nat) : (∀ (i m o : Nat), i ≠ m ∧ m ≠ o ∧ o ≠ i → i * m * o = pcLit0 → i + m + o ≤ pcLit1) ↔ (∀ (i m o : Nat), i ≠ m ∧ m ≠ o ∧ o ≠ i → i * m * o = pcLit0 → pcLit1 ≥ i + m + o) :=
  by paracert_iff_rfl
theorem pc_5850cb046c84d44f : (∀ (i m o : Nat), i ≠ m ∧ m ≠ o ∧ o ≠ i → i * m * o = 2001 → i + m + o ≤ 671) ↔ (∀ (i m o : Nat), i ≠ m ∧ m ≠ o ∧ o ≠ i → i * m * o = 2001 → 671 ≥ i + m + o) :=
  by with_reducible exact pc_5850cb046c84d44f_schema (2001) (671)
