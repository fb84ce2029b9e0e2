import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: syntactic · pair: 5fcca49c20fc982c56516fbdcdc6f0011810c99ab0831048c6f28a9555e6b693
theorem pc_5fcca49c20fc982c : (∀ a b : Int, a % b + b * (a / b) = a) ↔ (∀ a b : Int, a % b + b * (a / b) = a) :=
  by paracert_iff_rfl
