import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: ac18bb71a08160e3c3674f07c1f6ca30a4ffe7717db2b1d9dc176a212862b0e9
theorem pc_ac18bb71a08160e3 : (∀ m n : Nat, Nat.gcd m n = Nat.gcd n m) ↔ (∀ (n m : Nat), Nat.gcd m n = Nat.gcd n m) :=
  by paracert_structural
