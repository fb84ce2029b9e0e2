import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: f7dc933f9fd08b48ce85665480730e1ef6e9f2a1e80eb98736008344576939a2
theorem pc_f7dc933f9fd08b48_schema (pcLit0 : Nat) (pcLit1 : Int) (pcLit2 : Int) (pcLit3 : Nat) : (∀ (x y : Nat), 0 < x ∧ 0 < y → pcLit0 * x = y → ↑x - (pcLit1 : Int) + (y - (pcLit1 : Int)) = pcLit2 → x = pcLit3) ↔ (∀ (x y : Nat), x > 0 ∧ 0 < y → pcLit0 * x = y → ↑x - (pcLit1 : Int) + (y - (pcLit1 : Int)) = pcLit2 → x = pcLit3) :=
  by paracert_iff_rfl
theorem pc_f7dc933f9fd08b48 : (∀ (x y : Nat), 0 < x ∧ 0 < y → 5 * x = y → ↑x - (3 : Int) + (y - (3 : Int)) = 30 → x = 6) ↔ (∀ (x y : Nat), x > 0 ∧ 0 < y → 5 * x = y → ↑x - (3 : Int) + (y - (3 : Int)) = 30 → x = 6) :=
  by with_reducible exact pc_f7dc933f9fd08b48_schema (5) (3) (30) (6)
