import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: unpack · pair: 0bc3d7e8e03de6499b9d2fcc8293c712ef597e16d28e987f2cfc5dbfdd8965f9
theorem pc_0bc3d7e8e03de649 : (∀ n : Nat, n ∣ 0) ↔ (∀ n : Nat, ∃ k : Nat, 0 = n * k) :=
  by paracert_iff_rfl
