import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: syntactic · pair: 6ddefc5fbe5b98329d5b4c46cfdc3ce46f4f7d1b06071f199e6609c2fa4d6c27
theorem pc_6ddefc5fbe5b9832 : (Nat.Prime 2) ↔ (Nat.Prime 2) :=
  by paracert_iff_rfl
