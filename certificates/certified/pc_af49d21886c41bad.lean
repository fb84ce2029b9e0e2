import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: af49d21886c41bade34e785c4d23d66fb631fd44bab5dcb0957d5b059eb1e805
theorem pc_af49d21886c41bad : (∀ p : Nat, Nat.Prime p → 2 ≤ p) ↔ (∀ (p : Nat), Nat.Prime p → p ≥ 2) :=
  by paracert_iff_rfl
