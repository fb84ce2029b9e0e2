import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: acecf0385fdc33279326d98fd35981d875402b4c7c651e203930989c0873175b
theorem pc_acecf0385fdc3327 : (∀ a b : Nat, a < b → a ≤ b) ↔ (∀ (a b : Nat), a < b → ¬ ¬ (a ≤ b)) :=
  by paracert_rules
