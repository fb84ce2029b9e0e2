import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "contrapositive" · pair: 2d7e772e62a67b1b3bdc5394fbdeb38e2e97890964bda6ffa6a4fea3ff28a51e
theorem pc_2d7e772e62a67b1b : (∀ (p a : Nat), 0 < a → Nat.Prime p → p ∣ a ^ p - a) ↔ (∀ (p a : Nat), 0 < a → ¬ (p ∣ a ^ p - a) → ¬ Nat.Prime p) :=
  by paracert_logic
