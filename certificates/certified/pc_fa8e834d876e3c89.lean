import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: notation · pair: fa8e834d876e3c89e3745df9228ed5dd47d0d7bcdb4ea33c7fc1577b7a935d9d
theorem pc_fa8e834d876e3c89 : (∀ n : Nat, Odd n ↔ n % 2 = 1) ↔ (∀ n : Nat, Odd n ↔ n % 2 = 1) :=
  by paracert_iff_rfl
