import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: b1113b926e95b28e9d823643218cb8d66ce625bdee99e5b45389ea286d3551bb
theorem pc_b1113b926e95b28e : (∀ m n : Nat, Nat.lcm m n = Nat.lcm n m) ↔ (∀ (count size : Nat), Nat.lcm count size = Nat.lcm size count) :=
  by paracert_iff_rfl
