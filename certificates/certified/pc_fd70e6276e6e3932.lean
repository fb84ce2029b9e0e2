import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: passive · pair: fd70e6276e6e3932e8052669f695dd2a628cb067934cc4f72c8c29ec8cc9f1f5
theorem pc_fd70e6276e6e3932 : (∀ m n : Nat, Nat.gcd m n = Nat.gcd n m) ↔ (∀ m n : Nat, Nat.gcd m n = Nat.gcd n m) :=
  by paracert_iff_rfl
