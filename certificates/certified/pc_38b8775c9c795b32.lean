import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: 38b8775c9c795b3299a2b9e50a0b45afe80ab84ec3a9ebb402a659cb855400ba
theorem pc_38b8775c9c795b32 : (∀ (n : Nat), 0 < n → Nat.Prime (2 ^ n - 1) → Nat.Prime n) ↔ (∀ (n : Nat), n > 0 → Nat.Prime (2 ^ n - 1) → Nat.Prime n) :=
  by paracert_iff_rfl
