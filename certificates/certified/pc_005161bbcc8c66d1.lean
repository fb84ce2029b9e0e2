import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: syntactic · pair: 005161bbcc8c66d1d53744249d4f78ed7b91ff648ee1fc6f5afe2b5a6f6ccf6c
theorem pc_005161bbcc8c66d1 : (∀ b : Nat, 0 % b = 0) ↔ (∀ b : Nat, 0 % b = 0) :=
  by paracert_iff_rfl
