import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: 08eb215db71fb339426436f5ea1412b840e12229ba3db1fef4f3b6134726445c
theorem pc_08eb215db71fb339 : (∀ (p a : Nat), 0 < a → Nat.Prime p → p ∣ a ^ p - a) ↔ (∀ (p a : Nat), a > 0 → Nat.Prime p → p ∣ a ^ p - a) :=
  by paracert_iff_rfl
