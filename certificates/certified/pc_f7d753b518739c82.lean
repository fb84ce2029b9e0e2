import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: f7d753b518739c8204983f3688306fc05427836d15f8525a5b41995868f5fac1
theorem pc_f7d753b518739c82 : (∀ a b : Nat, ¬ (a < b) → a + 1 > b) ↔ (∀ a b : Nat, b ≤ a → a + 1 > b) :=
  by paracert_rules
