import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "syntactic" · pair: 584cbbbdf60aa489c2a5b3c059e54d5b25eb332ef930118601950adead6430be
theorem pc_584cbbbdf60aa489 : (∀ n : Nat, n ≠ 0 → 0 < n) ↔ (∀ n : Nat, n ≠ 0 → 0 < n) :=
  by paracert_iff_rfl
