import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "quantifier" · pair: f5da06208b6507273e0e81f716a13a8c1bcb38af9c82c9ea42e7408d05b7f50f
theorem pc_f5da06208b650727 : (∀ n : Nat, n % n = 0) ↔ (∀ n : Nat, n % n = 0) :=
  by paracert_iff_rfl
