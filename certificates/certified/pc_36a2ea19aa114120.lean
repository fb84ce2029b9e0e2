import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: 36a2ea19aa1141201329f4b1409f171796ce5e2ab51558e32c5a3c07f2d5f203
theorem pc_36a2ea19aa114120 : (∀ n : Nat, n % n = 0) ↔ (∀ (n : Nat), 0 = n % n) :=
  by paracert_rules
