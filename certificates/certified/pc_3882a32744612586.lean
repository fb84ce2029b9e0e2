import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: syntactic · pair: 3882a32744612586aee1b61fa4529b10423bc85c7a438d0bd9b2d6d47a61abd9
theorem pc_3882a32744612586 : (∀ m n : Nat, Nat.gcd m n = Nat.gcd n m) ↔ (∀ m n : Nat, Nat.gcd m n = Nat.gcd n m) :=
  by paracert_iff_rfl
