import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "notation_switch" · pair: 79c9baf7c8136a42fb8aa04600ac918f49e8309ad0478f545c3edd7c55240463
theorem pc_79c9baf7c8136a42 : (∀ n : Nat, Even n ↔ n % 2 = 0) ↔ (∀ (n : Nat), Even n ↔ Even n) :=
  by paracert_notation
