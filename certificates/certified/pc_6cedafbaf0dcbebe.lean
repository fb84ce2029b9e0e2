import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: passive · pair: 6cedafbaf0dcbebee998371aaa2ceb41736e2e0c319bbc9895b19075398b976c
theorem pc_6cedafbaf0dcbebe : (∀ m n : Nat, Nat.lcm m n = Nat.lcm n m) ↔ (∀ m n : Nat, Nat.lcm m n = Nat.lcm n m) :=
  by paracert_iff_rfl
