import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: 2d66cfa4ad68d004d10e4f54e7a7e0a1c5644ecd7ac218ac59c028f3b14ad80d
theorem pc_2d66cfa4ad68d004 : (∀ a b : Nat, a ≥ b → a + 1 > b) ↔ (∀ a b : Nat, b ≤ a → b < a + 1) :=
  by paracert_iff_rfl
