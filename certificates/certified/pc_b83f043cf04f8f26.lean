import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: b83f043cf04f8f26acf30c3b74f57c3d0cd033a7c06d5bb1f1396be852f500c1
theorem pc_b83f043cf04f8f26 : (∀ n : Nat, Nat.gcd n 0 = n) ↔ (∀ (n : Nat), n = Nat.gcd n 0) :=
  by paracert_rules
