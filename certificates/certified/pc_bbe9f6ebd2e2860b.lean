import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: syntactic · pair: bbe9f6ebd2e2860bf9b9e2d952e58ead337e60aeac2165eeb36343c5fe7d0238
theorem pc_bbe9f6ebd2e2860b : (∀ n : Nat, Nat.gcd n 0 = n) ↔ (∀ n : Nat, Nat.gcd n 0 = n) :=
  by paracert_iff_rfl
