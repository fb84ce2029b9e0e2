import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "unpack" · pair: a6a456d2b39c0a1d2d61e8a4d9f83b95694c924bd41fa6a34e4f7c8b1141693d
theorem pc_a6a456d2b39c0a1d : (∀ n : Nat, n ∣ n) ↔ (∀ n : Nat, n ∣ n) :=
  by paracert_iff_rfl
