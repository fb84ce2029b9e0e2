import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: passive · pair: 65ef5b5f0d85284028e311b6eb36e800dfc1fd615a59c017626e9de50fbe0edd
theorem pc_65ef5b5f0d852840 : (∀ n : Nat, n ≠ 0 → 0 < n) ↔ (∀ n : Nat, n ≠ 0 → 0 < n) :=
  by paracert_iff_rfl
