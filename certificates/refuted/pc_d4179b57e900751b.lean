import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: refuted · family: converse_swapped · pair: d4179b57e900751b6d8b7a7829306e0563c474001167fd5a37ba3b759fcb4419
theorem pc_d4179b57e900751b : ¬ (∀ p : Nat, 2 ≤ p → Nat.Prime p) :=
  by intro h; exact absurd (h 4) (by decide)
