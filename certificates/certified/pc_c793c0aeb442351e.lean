import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: c793c0aeb442351ea7b315b32968eeab8aa24fc246871fbc2a565e5e2baa9bf5
theorem pc_c793c0aeb442351e : (∀ p : Nat, Nat.Prime p → ∀ a : Nat, a ∣ p → a = 1 ∨ a = p) ↔ (∀ (p : Nat), ¬ ¬ Nat.Prime p → ∀ (a : Nat), a ∣ p → a = 1 ∨ a = p) :=
  by paracert_rules
