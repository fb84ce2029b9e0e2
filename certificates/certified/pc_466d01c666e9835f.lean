import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "syntactic" · pair: 466d01c666e9835fd6198072926d566da3b9832b6d5cd14073b49301b3b1f529
theorem pc_466d01c666e9835f : (∀ p : Nat, Nat.Prime p → 2 ≤ p) ↔ (∀ p : Nat, Nat.Prime p → 2 ≤ p) :=
  by paracert_iff_rfl
