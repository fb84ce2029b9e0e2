import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: quantifier · pair: fb0a91d818828ddef5f8cea7c19ba23bce0f1aa8922c3004df9257e204c1f9b1
theorem pc_fb0a91d818828dde : (∀ m n : Nat, Nat.lcm m n = Nat.lcm n m) ↔ (∀ m n : Nat, Nat.lcm m n = Nat.lcm n m) :=
  by paracert_iff_rfl
