import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 75cc6168001cd5453f2291da0e303d0190354e70fc9474e470fcd0f12c6b307b
theorem pc_75cc6168001cd545 : (∀ a b : Nat, a < b → a ≤ b) ↔ (∀ (a b : Nat), ¬ ¬ (a < b) → a ≤ b) :=
  by paracert_rules
