import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "notation_switch" · pair: 64fb73febfd36e7954ac109733a1d1a8b7c3235903ba620523a5ac25a11e7268
theorem pc_64fb73febfd36e79 : (∀ n : Nat, Odd n ↔ n % 2 = 1) ↔ (∀ (n : Nat), Odd n ↔ Odd n) :=
  by paracert_notation
