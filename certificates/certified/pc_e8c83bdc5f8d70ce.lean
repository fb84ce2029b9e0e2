import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: notation · pair: e8c83bdc5f8d70ce87bd9d59f72566c4cf9ebf1142e25b03e458cc2351d5bcf9
theorem pc_e8c83bdc5f8d70ce : (∀ n : Nat, Nat.gcd n 0 = n) ↔ (∀ n : Nat, Nat.gcd n 0 = n) :=
  by paracert_iff_rfl
