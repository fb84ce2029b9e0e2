import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "unpack" · pair: d1e1152dc26891b56a424075b40588a5c296772b8f19591929107457cb1a61c1
theorem pc_d1e1152dc26891b5 : (∀ n : Nat, n % n = 0) ↔ (∀ n : Nat, n % n = 0) :=
  by paracert_iff_rfl
