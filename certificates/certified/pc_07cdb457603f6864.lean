import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: notation_switch · pair: 07cdb457603f68645da6953e71904aca0b3573fda9779c4a13e52f766b7e59cd
theorem pc_07cdb457603f6864 : (∀ (x y z : Int), (x - y) ^ 2 + (y - z) ^ 2 + (z - x) ^ 2 = x * y * z → x + y + z + 6 ∣ x ^ 3 + y ^ 3 + z ^ 3) ↔ (∀ (x y z : Int), (x - y) ^ 2 + (y - z) ^ 2 + (z - x) ^ 2 = x * y * z → ∃ (k : Int), (x + y + z + 6) * k = x ^ 3 + y ^ 3 + z ^ 3) :=
  by paracert_unpack
