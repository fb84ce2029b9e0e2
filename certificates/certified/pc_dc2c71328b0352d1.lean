import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: dc2c71328b0352d1327e281949991d01447d87eb55d951d77b6dbb9094be2b79
theorem pc_dc2c71328b0352d1 : (∀ a b c : Nat, a < b → b ≤ c → a < c) ↔ (∀ (a b c : Nat), a < b → b ≤ c → ¬ ¬ (a < c)) :=
  by paracert_rules
