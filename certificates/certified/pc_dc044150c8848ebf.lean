import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: renaming · pair: dc044150c8848ebf073e7dbbf80f111d9d409a64d09cd8599b3afb311c15af12
theorem pc_dc044150c8848ebf : (∀ (n : Nat), 12 ∣ 4 ^ (n + 1) + 20) ↔ (∀ (count : Nat), 12 ∣ 4 ^ (count + 1) + 20) :=
  by paracert_iff_rfl
