import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: unpack · pair: 52981973c56d1cd2e17bf0d41afd4b4fa46bf3ba3d241b7fa810a4bf99012f01
theorem pc_52981973c56d1cd2 : (∀ n : Nat, Nat.gcd n 0 = n) ↔ (∀ n : Nat, Nat.gcd n 0 = n) :=
  by paracert_iff_rfl
