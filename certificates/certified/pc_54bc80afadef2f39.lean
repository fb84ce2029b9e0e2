import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "syntactic" · pair: 54bc80afadef2f398cf00212e5819271e9c8d39288ac521b1ed4ce2e30fde41c
theorem pc_54bc80afadef2f39 : (∀ m n : Nat, Nat.lcm m n = Nat.lcm n m) ↔ (∀ m n : Nat, Nat.lcm m n = Nat.lcm n m) :=
  by paracert_iff_rfl
