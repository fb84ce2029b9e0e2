import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "syntactic" · pair: f081c60b45f6cd53aa503738bde1ad4d4394d5196837c2c3c3363a0b9ad32c2f
theorem pc_f081c60b45f6cd53 : (∀ n : Nat, Nat.gcd n n = n) ↔ (∀ n : Nat, Nat.gcd n n = n) :=
  by paracert_iff_rfl
