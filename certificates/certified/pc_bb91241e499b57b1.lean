import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: bb91241e499b57b1aa88c96260d4caa585fd4de5ed26dc6e659ad04210bc4471
theorem pc_bb91241e499b57b1 : (∀ p : Nat, Nat.Prime p → 1 < p) ↔ (∀ (prime_number : Nat), Nat.Prime prime_number → 1 < prime_number) :=
  by paracert_iff_rfl
