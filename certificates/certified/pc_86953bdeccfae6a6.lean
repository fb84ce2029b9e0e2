import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: notation_switch · pair: 86953bdeccfae6a60b7733bf57de15b3a5b2c47c8d6cf1e1eede2dca571dedad
theorem pc_86953bdeccfae6a6 : (∀ (n : Nat), 7 ∣ 2 ^ n - 1 → 3 ∣ n) ↔ (∀ (n : Nat), 7 ∣ 2 ^ n - 1 → ∃ (k : Nat), 3 * k = n) :=
  by paracert_unpack
