import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: refuted · family: variation · pair: 41a2e815a1ae9567f23de7912cbfcc4f9b04f237d89ce15007fdcd958bfe8abd
theorem pc_41a2e815a1ae9567 : ¬ (∀ k m n : Nat, k ∣ m + n ↔ k ∣ m ∧ k ∣ n) :=
  by intro h; exact absurd (h 2 1 1) (by decide)
