import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "syntactic" · pair: b366e2c6745b596886a977c2b9a1ab29d093f4d9378ed74192adf2eb1477fd5a
theorem pc_b366e2c6745b5968 : (∀ n : Nat, n % n = 0) ↔ (∀ n : Nat, n % n = 0) :=
  by paracert_iff_rfl
