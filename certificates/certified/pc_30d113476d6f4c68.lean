import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 30d113476d6f4c68e736f7bde3b1fe0f6742208c2c70846fb6c872e240b9ce7d
theorem pc_30d113476d6f4c68 : (∀ a b c : Nat, a < b → b ≤ c → a < c) ↔ (∀ (a b c : Nat), a < b → ¬ ¬ (b ≤ c) → a < c) :=
  by paracert_rules
