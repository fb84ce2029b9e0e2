import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 9322c31071851d1d859776868587723c9c990f1752d4e295596b191cb984d7dd
theorem pc_9322c31071851d1d : (∀ p : Nat, Nat.Prime p → 2 ≤ p) ↔ (∀ (p : Nat), ¬ ¬ Nat.Prime p → 2 ≤ p) :=
  by paracert_rules
