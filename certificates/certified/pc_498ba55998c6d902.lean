import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: syntactic · pair: 498ba55998c6d9020a5b5a54e17c9ad5c183239da4c3aeb8ee8112c970d0def7
theorem pc_498ba55998c6d902 : (∀ n : Nat, n > 1 → Nat.Prime n) ↔ (∀ n : Nat, n > 1 → Nat.Prime n) :=
  by paracert_iff_rfl
