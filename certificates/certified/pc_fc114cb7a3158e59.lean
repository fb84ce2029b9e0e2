import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "syntactic" · pair: fc114cb7a3158e59627f1da7724bdce4ddf80fe2d2219b97d1a3e12e8ebd36ab
theorem pc_fc114cb7a3158e59 : (∀ n : Nat, Odd n ↔ n % 2 = 1) ↔ (∀ n : Nat, Odd n ↔ n % 2 = 1) :=
  by paracert_iff_rfl
