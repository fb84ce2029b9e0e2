import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: 0f0b1abef32f8b5404a758bc4d21d94a4fb0581714162f6eeabccffd8abbafd0
theorem pc_0f0b1abef32f8b54 : (∀ a b c : Nat, a < b → b ≤ c → a < c) ↔ (∀ (a b c : Nat), a < b → b ≤ c → ¬ (c ≤ a)) :=
  by paracert_rules
