import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "definitional_unpack" · pair: 01fc965e57e97b4a5d76e0d91654f6dd50725dd3b0d93b232f04ef89786bb4ce
theorem pc_01fc965e57e97b4a_schema (pcLit0 : Int) (pcLit1 : Nat) : (∀ (x y z : Int), (x - y) ^ 2 + (y - z) ^ 2 + (z - x) ^ 2 = x * y * z → x + y + z + pcLit0 ∣ x ^ pcLit1 + y ^ pcLit1 + z ^ pcLit1) ↔ (∀ (x y z : Int), (x - y) ^ 2 + (y - z) ^ 2 + (z - x) ^ 2 = x * y * z → ∃ (c : Int), x ^ pcLit1 + y ^ pcLit1 + z ^ pcLit1 = (x + y + z + pcLit0) * c) :=
  by paracert_unpack
theorem pc_01fc965e57e97b4a : (∀ (x y z : Int), (x - y) ^ 2 + (y - z) ^ 2 + (z - x) ^ 2 = x * y * z → x + y + z + 6 ∣ x ^ 3 + y ^ 3 + z ^ 3) ↔ (∀ (x y z : Int), (x - y) ^ 2 + (y - z) ^ 2 + (z - x) ^ 2 = x * y * z → ∃ (c : Int), x ^ 3 + y ^ 3 + z ^ 3 = (x + y + z + 6) * c) :=
  by with_reducible exact pc_01fc965e57e97b4a_schema (6) (3)
