import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: passive · pair: 1747c186e1ce9e207a8dcd766942a8b6bb5df499cf591e9e5cb3b0ea0fedbe9c
theorem pc_1747c186e1ce9e20 : (∀ n : Nat, Nat.gcd n n = n) ↔ (∀ n : Nat, Nat.gcd n n = n) :=
  by paracert_iff_rfl
