import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "notation" · pair: e53fb627e8543e4df2b667d09c4d6d94ab70934511a7705cbc8bf1d6dcf14847
theorem pc_e53fb627e8543e4d : (∀ n : Nat, 0 ≤ n) ↔ (∀ n : Nat, 0 ≤ n) :=
  by paracert_iff_rfl
