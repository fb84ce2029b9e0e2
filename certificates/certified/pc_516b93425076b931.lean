import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 516b93425076b93180cfda65c616428b7e87b8508f0ed7f551765306d3d50e9d
theorem pc_516b93425076b931 : (∀ p m n : Nat, Nat.Prime p → p ∣ m * n → p ∣ m ∨ p ∣ n) ↔ (∀ (p m n : Nat), ¬ ¬ Nat.Prime p → p ∣ m * n → p ∣ m ∨ p ∣ n) :=
  by paracert_rules
