import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: syntactic · pair: be6ddf88ea4ce298a5f78f9313e0eb01b8b0c3d92ee64ba88e59d7980bf714de
theorem pc_be6ddf88ea4ce298 : (∀ n : Nat, n ∣ 0) ↔ (∀ n : Nat, n ∣ 0) :=
  by paracert_iff_rfl
