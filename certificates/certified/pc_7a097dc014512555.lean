import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "syntactic" · pair: 7a097dc014512555c5a1a8acb6d5eda07e457e5e9003ab26b26556ad6cd9469e
theorem pc_7a097dc014512555 : (∀ n : Nat, 0 ≤ n) ↔ (∀ n : Nat, n ≥ 0) :=
  by paracert_iff_rfl
