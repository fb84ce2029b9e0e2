import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: 7a4bb65e02fd9b122a9bb3ef41047a4e6f7f95f743c014bae3c57c0b639fcbf3
theorem pc_7a4bb65e02fd9b12 : (∀ a b : Nat, a < b → a ≤ b) ↔ (∀ (a b : Nat), ¬ (b ≤ a) → a ≤ b) :=
  by paracert_rules
