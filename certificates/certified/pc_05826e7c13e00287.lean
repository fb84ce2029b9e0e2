import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "syntactic" · pair: 05826e7c13e0028797e76e8985c525f882ecd3824271380817b9973ab104a0f9
theorem pc_05826e7c13e00287 : (∀ n : Nat, n > 1 → Nat.Prime n) ↔ (∀ n : Nat, n > 1 → Nat.Prime n) :=
  by paracert_iff_rfl
