import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: fe3c53f9af4aa9853eaeceff94e5c2a9c8fd7c212913990f68edaa53ae64aab6
theorem pc_fe3c53f9af4aa985 : (∀ a b : Nat, a < b → a ≤ b) ↔ (∀ (a b : Nat), b > a → a ≤ b) :=
  by paracert_iff_rfl
