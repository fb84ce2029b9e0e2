import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 95afa6219ca580ccdc2527829a00f06374cb6f009484fd377a3beee35c1da705
theorem pc_95afa6219ca580cc : (∀ a b c : Nat, a < b → b ≤ c → a < c) ↔ (∀ (a b c : Nat), ¬ ¬ (a < b) → b ≤ c → a < c) :=
  by paracert_rules
