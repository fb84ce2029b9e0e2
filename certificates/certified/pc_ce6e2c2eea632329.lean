import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "unpack" · pair: ce6e2c2eea632329fef4e08baa9cd2e9bafc151bf7fd88c666f16a0c2b25251e
theorem pc_ce6e2c2eea632329 : (∀ n : Nat, Nat.gcd n 0 = n) ↔ (∀ n : Nat, Nat.gcd n 0 = n) :=
  by paracert_iff_rfl
