import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: 67f58bafb29c34f19a1124d7f57192b925787a47caf3ada590b4285e532dbd34
theorem pc_67f58bafb29c34f1 : (∀ a b : Nat, a < b → a ≤ b) ↔ (∀ (a b : Nat), a < b → ¬ (b < a)) :=
  by paracert_rules
