import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "quantifier" · pair: 858fee889c8c3295330df0894ff671a5a6d587de31b3cc258e02ec7f4513e353
theorem pc_858fee889c8c3295 : (∀ n : Nat, Nat.gcd n 0 = n) ↔ (∀ n : Nat, Nat.gcd n 0 = n) :=
  by paracert_iff_rfl
