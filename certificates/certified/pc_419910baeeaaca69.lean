import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: 419910baeeaaca6978f2865749255167c61e3d5f14f083b402f17f6abc68c358
theorem pc_419910baeeaaca69_schema (pcLit0 : Int) (pcLit1 : Nat) : (∀ (x y z : Int), (x - y) ^ 2 + (y - z) ^ 2 + (z - x) ^ 2 = x * y * z → x + y + z + pcLit0 ∣ x ^ pcLit1 + y ^ pcLit1 + z ^ pcLit1) ↔ (∀ (y x z : Int), (x - y) ^ 2 + (y - z) ^ 2 + (z - x) ^ 2 = x * y * z → x + y + z + pcLit0 ∣ x ^ pcLit1 + y ^ pcLit1 + z ^ pcLit1) :=
  by paracert_structural
theorem pc_419910baeeaaca69 : (∀ (x y z : Int), (x - y) ^ 2 + (y - z) ^ 2 + (z - x) ^ 2 = x * y * z → x + y + z + 6 ∣ x ^ 3 + y ^ 3 + z ^ 3) ↔ (∀ (y x z : Int), (x - y) ^ 2 + (y - z) ^ 2 + (z - x) ^ 2 = x * y * z → x + y + z + 6 ∣ x ^ 3 + y ^ 3 + z ^ 3) :=
  by with_reducible exact pc_419910baeeaaca69_schema (6) (3)
