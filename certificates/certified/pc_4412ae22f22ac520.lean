import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "notation" · pair: 4412ae22f22ac520ebe980ffd3362c1810455b0dffe7ad3de4ea2ff2bb77c2a6
theorem pc_4412ae22f22ac520 : (∀ m n : Nat, Nat.gcd m n = Nat.gcd n m) ↔ (∀ m n : Nat, Nat.gcd m n = Nat.gcd n m) :=
  by paracert_iff_rfl
