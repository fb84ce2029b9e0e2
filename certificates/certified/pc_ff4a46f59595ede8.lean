import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: ff4a46f59595ede8bf5ea464d2337da96ee96cd43f5a9dedf4229f31dc881148
theorem pc_ff4a46f59595ede8 : (∀ n : Nat, Odd n ↔ n % 2 = 1) ↔ (∀ (n : Nat), Odd n ↔ 1 = n % 2) :=
  by paracert_rules
