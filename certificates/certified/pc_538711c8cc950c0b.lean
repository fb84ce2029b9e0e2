import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: passive · pair: 538711c8cc950c0bf23d756c19965e7904a8828df00b4248c48597098b06d420
theorem pc_538711c8cc950c0b : (∀ p : Nat, Nat.Prime p → 2 ≤ p) ↔ (∀ n : Nat, Nat.Prime n → 2 ≤ n) :=
  by paracert_iff_rfl
