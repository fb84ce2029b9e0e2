import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: refuted · family: variation · pair: 9dfe7448fbcc3f157388d46e8533c6194bc80226672b0b72adf41acd3dc358ff
theorem pc_9dfe7448fbcc3f15 : ¬ (∀ a b c : Nat, a < c ↔ a < b ∧ b ≤ c) :=
  by intro h; exact absurd (h 0 0 1) (by decide)
