import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: 675bace6176f2840b5476c0f7a3572895980405a720a215ccbb4d127042b6752
theorem pc_675bace6176f2840 : (∀ a b c : Nat, a < b → b ≤ c → a < c) ↔ (∀ (a b c : Nat), a < b → ¬ (c < b) → a < c) :=
  by paracert_rules
