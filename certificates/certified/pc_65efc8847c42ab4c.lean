import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 65efc8847c42ab4c71c4aa36a4204db835840f84fa8092294513fb1208f7ba31
theorem pc_65efc8847c42ab4c_schema (pcLit0 : Int) (pcLit1 : Int) (pcLit2 : Int) : (∀ (n : Nat), pcLit0 ∣ pcLit1 ^ n - (-pcLit2 : Int) ^ n) ↔ (∀ (exponent : Nat), pcLit0 ∣ pcLit1 ^ exponent - (-pcLit2 : Int) ^ exponent) :=
  by paracert_iff_rfl
theorem pc_65efc8847c42ab4c : (∀ (n : Nat), 11 ∣ 10 ^ n - (-1 : Int) ^ n) ↔ (∀ (exponent : Nat), 11 ∣ 10 ^ exponent - (-1 : Int) ^ exponent) :=
  by with_reducible exact pc_65efc8847c42ab4c_schema (11) (10) (1)
