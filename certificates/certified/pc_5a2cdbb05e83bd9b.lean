import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 5a2cdbb05e83bd9b2fd447dd38416bea6c05cb84ed9275d6026e34457769c37e
theorem pc_5a2cdbb05e83bd9b : (∀ p : Nat, Nat.Prime p → ∀ a : Nat, a ∣ p → a = 1 ∨ a = p) ↔ (∀ (p : Nat), Nat.Prime p → ∀ (a : Nat), ¬ ¬ (a ∣ p) → a = 1 ∨ a = p) :=
  by paracert_rules
