import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: f9513d1ed86796e549f531eba432b900d9b87474d7546dc01947f67d39d4f92f
theorem pc_f9513d1ed86796e5 : (∀ p : Nat, Nat.Prime p → 1 < p) ↔ (∀ (ll : Nat), Nat.Prime ll → 1 < ll) :=
  by paracert_iff_rfl
