import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "curry_uncurry" · pair: ccba86ece4358a2391536d3165c4fd5446b689431f9636f0dcc55b83e6ce17da
theorem pc_ccba86ece4358a23_schema (pcLit0 : Int) (pcLit1 : Int) (pcLit2 : Int) (pcLit3 : Int) : (∀ (x : Int), x < 0 → pcLit0 * x % pcLit1 = pcLit2 → x ≤ -pcLit3) ↔ (∀ (x : Int), x < 0 ∧ pcLit0 * x % pcLit1 = pcLit2 → x ≤ -pcLit3) :=
  by paracert_logic
theorem pc_ccba86ece4358a23 : (∀ (x : Int), x < 0 → 24 * x % 1199 = 15 → x ≤ -449) ↔ (∀ (x : Int), x < 0 ∧ 24 * x % 1199 = 15 → x ≤ -449) :=
  by with_reducible exact pc_ccba86ece4358a23_schema (24) (1199) (15) (449)
