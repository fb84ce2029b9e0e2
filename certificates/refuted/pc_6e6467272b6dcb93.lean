import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: refuted · family: connective_variation · pair: 6e6467272b6dcb93b394881682ac48cb5a2f0940b06e4e1f16ee15ca434f4094
theorem pc_6e6467272b6dcb93 : ¬ (∀ a m n : Nat, a ∣ m + n ↔ a ∣ m ∧ a ∣ n) :=
  by intro h; exact absurd (h 2 1 1) (by decide)
