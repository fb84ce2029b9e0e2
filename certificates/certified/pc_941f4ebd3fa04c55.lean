import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "contrapositive" · pair: 941f4ebd3fa04c55471d8b8b29716d936c62baf889382a30d030b7bdc354f08b
theorem pc_941f4ebd3fa04c55_schema (pcLit0 : Int) (pcLit1 : Nat) : (∀ (x y z : Int), (x - y) ^ 2 + (y - z) ^ 2 + (z - x) ^ 2 = x * y * z → x + y + z + pcLit0 ∣ x ^ pcLit1 + y ^ pcLit1 + z ^ pcLit1) ↔ (∀ (x y z : Int), ¬ (x + y + z + pcLit0 ∣ x ^ pcLit1 + y ^ pcLit1 + z ^ pcLit1) → ¬ ((x - y) ^ 2 + (y - z) ^ 2 + (z - x) ^ 2 = x * y * z)) :=
  by paracert_logic
theorem pc_941f4ebd3fa04c55 : (∀ (x y z : Int), (x - y) ^ 2 + (y - z) ^ 2 + (z - x) ^ 2 = x * y * z → x + y + z + 6 ∣ x ^ 3 + y ^ 3 + z ^ 3) ↔ (∀ (x y z : Int), ¬ (x + y + z + 6 ∣ x ^ 3 + y ^ 3 + z ^ 3) → ¬ ((x - y) ^ 2 + (y - z) ^ 2 + (z - x) ^ 2 = x * y * z)) :=
  by with_reducible exact pc_941f4ebd3fa04c55_schema (6) (3)
