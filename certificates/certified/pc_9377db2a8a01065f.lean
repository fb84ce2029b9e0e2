import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "quantifier" · pair: 9377db2a8a01065fd2863eb01ac09b8362b90d4136ff313b28ea5215cf7ba4b1
theorem pc_9377db2a8a01065f : (∀ m n : Nat, Nat.lcm m n = Nat.lcm n m) ↔ (∀ m n : Nat, Nat.lcm m n = Nat.lcm n m) :=
  by paracert_iff_rfl
