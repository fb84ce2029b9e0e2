import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: notation_switch · pair: 385f1ded67405b78ab38d027d6dab74500bfe3bca4bd5c5adb1767a37afe852f
theorem pc_385f1ded67405b78 : (∀ (n : Nat), n ≠ 0 → 2 ∣ 4 ^ n) ↔ (∀ (n : Nat), n ≠ 0 → ∃ (k : Nat), 2 * k = 4 ^ n) :=
  by paracert_unpack
