import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: unpack · pair: 7a5c3c581b93ef11b101db16ecc1612b2983b29825345b77efd3fdb6aaf75650
theorem pc_7a5c3c581b93ef11 : (∀ n : Nat, n ≠ 0 → 0 < n) ↔ (∀ n : Nat, n ≠ 0 → 0 < n) :=
  by paracert_iff_rfl
