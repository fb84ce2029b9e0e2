import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: variation · pair: d8af1c1b318146ac461877c77850280fac6618ec1e26047dfe28ec3f3b52b395
theorem pc_d8af1c1b318146ac : (∀ m n : Nat, Nat.gcd m n = Nat.gcd n m) ↔ (∀ m n : Nat, Nat.gcd m n = Nat.gcd n m) :=
  by paracert_iff_rfl
