import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: passive · pair: 21c9ba7fd6842a06ddbef39307c8f1978ff42e4818ee85fbd2d4f23ee545bd01
theorem pc_21c9ba7fd6842a06 : (Nat.Prime 2) ↔ (Nat.Prime 2) :=
  by paracert_iff_rfl
