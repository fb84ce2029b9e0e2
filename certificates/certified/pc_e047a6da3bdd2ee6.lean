import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: syntactic · pair: e047a6da3bdd2ee6006ac4d1708e7083dac587e05dd5737c4c228c3a9fd485ea
theorem pc_e047a6da3bdd2ee6 : (∀ n : Nat, Nat.gcd n n = n) ↔ (∀ n : Nat, Nat.gcd n n = n) :=
  by paracert_iff_rfl
