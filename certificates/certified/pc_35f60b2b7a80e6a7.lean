import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "passive" · pair: 35f60b2b7a80e6a7c8b4774db05a35fb7775fb37ca8f2e3c1bced25ba83c2f0d
theorem pc_35f60b2b7a80e6a7 : (∀ p : Nat, Nat.Prime p → 1 < p) ↔ (∀ p : Nat, Nat.Prime p → 1 < p) :=
  by paracert_iff_rfl
