import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 641add275f5c7cb6fdd40fe5453dabddf94efc99ca657ca0e27493d33fd7d9ab
theorem pc_641add275f5c7cb6 : (∀ a b : Int, a % b + b * (a / b) = a) ↔ (∀ (integer_value modulus : Int), integer_value % modulus + modulus * (integer_value / modulus) = integer_value) :=
  by paracert_iff_rfl
