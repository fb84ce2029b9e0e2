import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: a1d683c5aa299b9c7b7b6092dc952d436a308906f264b0b19fb9a56d1e81e0f1
theorem pc_a1d683c5aa299b9c : (∀ a b c : Nat, a < b → b ≤ c → a < c) ↔ (∀ (a b c : Nat), ¬ (b ≤ a) → b ≤ c → a < c) :=
  by paracert_rules
