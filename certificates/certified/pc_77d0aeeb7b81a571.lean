import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: notation · pair: 77d0aeeb7b81a5712359716ab2745870ff129720ac8c63128252f6b6f28fc41d
theorem pc_77d0aeeb7b81a571 : (∀ m n : Nat, Nat.lcm m n = Nat.lcm n m) ↔ (∀ m n : Nat, Nat.lcm m n = Nat.lcm n m) :=
  by paracert_iff_rfl
