import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: ee70050ec5b80f31844586704b0f0962e008d819f5c1beb74604460569c28c0c
theorem pc_ee70050ec5b80f31_schema (pcLit0 : Int) (pcLit1 : Nat) (pcLit2 : Int) (pcLit3 : Int) : (∀ (x y : Int), pcLit0 * x ^ pcLit1 - pcLit2 * y ^ pcLit1 ≠ pcLit3) ↔ (∀ (y x : Int), pcLit0 * x ^ pcLit1 - pcLit2 * y ^ pcLit1 ≠ pcLit3) :=
  by paracert_structural
theorem pc_ee70050ec5b80f31 : (∀ (x y : Int), 4 * x ^ 3 - 7 * y ^ 3 ≠ 2003) ↔ (∀ (y x : Int), 4 * x ^ 3 - 7 * y ^ 3 ≠ 2003) :=
  by with_reducible exact pc_ee70050ec5b80f31_schema (4) (3) (7) (2003)
