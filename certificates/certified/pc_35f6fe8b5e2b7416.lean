import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "syntactic" · pair: 35f6fe8b5e2b74166d983dc91f0816b3aebd1d07fd02fbe6074d12a6c84e6978
theorem pc_35f6fe8b5e2b7416 : (∀ n : Nat, n ∣ 0) ↔ (∀ n : Nat, n ∣ 0) :=
  by paracert_iff_rfl
