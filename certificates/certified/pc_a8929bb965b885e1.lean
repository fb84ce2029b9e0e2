import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: notation · pair: a8929bb965b885e186ace3c6bf82e13cb4af307e01b806e875b6f7d230190e81
theorem pc_a8929bb965b885e1 : (∀ m n : Nat, Nat.gcd m n = Nat.gcd n m) ↔ (∀ m n : Nat, Nat.gcd m n = Nat.gcd n m) :=
  by paracert_iff_rfl
