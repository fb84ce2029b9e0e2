import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: c4c56b8709210a79b1319c66be67df23f4dbd4b139634a097efcf7b048646cef
theorem pc_c4c56b8709210a79 {R : Type} [Paracert.LinearOrderedField R] : (∀ (x y z : R), 3 * x + 4 * y - 12 * z = 10 → -2 * x - 3 * y + 9 * z = -4 → x = 14) ↔ (∀ (x y z : R), 10 = 3 * x + 4 * y - 12 * z → -2 * x - 3 * y + 9 * z = -4 → x = 14) :=
  by paracert_rules
