import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: b7a13eb2ca7fac11a2468f8fca5973ce210bfafc0bf4aac7441399f27ec1b4e0
theorem pc_b7a13eb2ca7fac11 : (∀ n : Nat, Nat.gcd n n = n) ↔ (∀ (n : Nat), ¬ ¬ (Nat.gcd n n = n)) :=
  by paracert_rules
