import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: notation_switch · pair: 494ff349e78f6a3a6bb804e963316dea91ed5f13db4feec7d94da57b912bee79
theorem pc_494ff349e78f6a3a : (∀ (a b : Int), Odd a → 4 ∣ b → b ≥ 0 → (a ^ 2 + b ^ 2) % 8 = 1) ↔ (∀ (a b : Int), Odd a → (∃ (k : Int), 4 * k = b) → b ≥ 0 → (a ^ 2 + b ^ 2) % 8 = 1) :=
  by paracert_unpack
