import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "syntactic" · pair: b5802671b40ea7f5d056b80d6a2c589d35eb3c78343f7998d3761561a86124ac
theorem pc_b5802671b40ea7f5 : (∀ n : Nat, n ∣ n) ↔ (∀ n : Nat, n ∣ n) :=
  by paracert_iff_rfl
