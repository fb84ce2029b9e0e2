import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: f61062d7c925255e6ec8cacd7353e381c2f2b4f27c6b69877a4656f2c0bab86c
theorem pc_f61062d7c925255e : (∀ m n : Nat, Nat.lcm m n = Nat.lcm n m) ↔ (∀ (n m : Nat), Nat.lcm m n = Nat.lcm n m) :=
  by paracert_structural
