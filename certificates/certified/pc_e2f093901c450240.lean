import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "notation_switch" · pair: e2f093901c450240f987aafcb912afbf02abbb554ee58fefb46689ecd6ff0907
theorem pc_e2f093901c450240 : (∀ n : Nat, Odd n ↔ n % 2 = 1) ↔ (∀ (n : Nat), n % 2 = 1 ↔ n % 2 = 1) :=
  by paracert_notation
