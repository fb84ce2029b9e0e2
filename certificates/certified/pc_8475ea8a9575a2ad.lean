import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "definitional_unpack" · pair: 8475ea8a9575a2adba8d7cb33c7fc1b187b391e8c1d3eb6f747bfd71a958bfb4
theorem pc_8475ea8a9575a2ad : (∀ (p a : Nat), 0 < a → Nat.Prime p → p ∣ a ^ p - a) ↔ (∀ (p a : Nat), 0 < a → Nat.Prime p → ∃ (c : Nat), a ^ p - a = p * c) :=
  by paracert_unpack
