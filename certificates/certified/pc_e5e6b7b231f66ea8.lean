import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "syntactic" · pair: e5e6b7b231f66ea8f38c2ebe25c898f05cf7228afe43c6a8205ea1f940ab604d
theorem pc_e5e6b7b231f66ea8 : (∀ p : Nat, Nat.Prime p → 1 < p) ↔ (∀ p : Nat, Nat.Prime p → 1 < p) :=
  by paracert_iff_rfl
