import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: 8fd558c9a97a6b426acbd4db4753223d392b7cb5d9a4e293dcc84e770e5c01af
theorem pc_8fd558c9a97a6b42_schema (pcLit0 : Int) (pcLit1 : Int) (pcLit2 : Int) (pcLit3 : Int) : (∀ (x : Int), x < 0 → pcLit0 * x % pcLit1 = pcLit2 → x ≤ -pcLit3) ↔ (∀ (x : Int), x < 0 → pcLit0 * x % pcLit1 = pcLit2 → -pcLit3 ≥ x) :=
  by paracert_iff_rfl
theorem pc_8fd558c9a97a6b42 : (∀ (x : Int), x < 0 → 24 * x % 1199 = 15 → x ≤ -449) ↔ (∀ (x : Int), x < 0 → 24 * x % 1199 = 15 → -449 ≥ x) :=
  by with_reducible exact pc_8fd558c9a97a6b42_schema (24) (1199) (15) (449)
