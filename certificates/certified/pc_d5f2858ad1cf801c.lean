import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: quantifier · pair: d5f2858ad1cf801c83fc571b87029d6fa0306022ea7150fedbbf27784a161b2b
theorem pc_d5f2858ad1cf801c : (∀ m n : Nat, Nat.gcd m n = Nat.gcd n m) ↔ (∀ m n : Nat, Nat.gcd m n = Nat.gcd n m) :=
  by paracert_iff_rfl
