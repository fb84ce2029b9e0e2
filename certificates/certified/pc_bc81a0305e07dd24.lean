import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "syntactic" · pair: bc81a0305e07dd244318aa53f983ec0075935c1ae1f50923c0f143c7048e3d82
theorem pc_bc81a0305e07dd24 : (∀ n : Nat, 0 ∣ n ↔ n = 0) ↔ (∀ n : Nat, n = 0 ↔ 0 ∣ n) :=
  by paracert_rules
