import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "passive" · pair: bd8d3630f0ea0d7ee1b4f2b67635db96980401370561ee3ead2e211b60880846
theorem pc_bd8d3630f0ea0d7e : (∀ m n : Nat, Nat.lcm m n = Nat.lcm n m) ↔ (∀ m n : Nat, Nat.lcm m n = Nat.lcm n m) :=
  by paracert_iff_rfl
