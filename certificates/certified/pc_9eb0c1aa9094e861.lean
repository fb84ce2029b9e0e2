import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 9eb0c1aa9094e861b86050baa2c03b46ddeb51074b15a7d391893bb4c5add5a8
theorem pc_9eb0c1aa9094e861 {G : Type} [Paracert.Group G] : (∀ {a b c : G}, a * b = a * c ↔ b = c) ↔ (¬ ¬ (∀ {a b c : G}, a * b = a * c ↔ b = c)) :=
  by paracert_rules
