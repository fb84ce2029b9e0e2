import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: binder_reorder · pair: ee70050ec5b80f31844586704b0f0962e008d819f5c1beb74604460569c28c0c
theorem pc_ee70050ec5b80f31 : (∀ (x y : Int), 4 * x ^ 3 - 7 * y ^ 3 ≠ 2003) ↔ (∀ (y x : Int), 4 * x ^ 3 - 7 * y ^ 3 ≠ 2003) :=
  by paracert_structural
