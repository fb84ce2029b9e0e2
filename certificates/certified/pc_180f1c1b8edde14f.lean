import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equivalent" · pair: 180f1c1b8edde14fc69b25dc54e991cbd355cc0ecc91e0b2260350ae8fa37231
theorem pc_180f1c1b8edde14f : (∀ n : Nat, Nat.gcd n n = n) ↔ (∀ n : Nat, Nat.gcd n n = n) :=
  by paracert_iff_rfl
