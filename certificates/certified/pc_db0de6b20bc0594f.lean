import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: unpack · pair: db0de6b20bc0594f766452b416510f09ef23edea32c2543efbd1400da61e5098
theorem pc_db0de6b20bc0594f : (∀ n : Nat, n ∣ n) ↔ (∀ n : Nat, n ∣ n) :=
  by paracert_iff_rfl
