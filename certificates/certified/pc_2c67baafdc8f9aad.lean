import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: notation_switch · pair: 2c67baafdc8f9aad9720e66b7de4329ff9e00a7cb5f8cc91dcfc38691433c13a
theorem pc_2c67baafdc8f9aad : (∀ (n : Nat), 0 < n → 3 ∣ n → (n + 4 + (n + 6) + (n + 8)) % 9 = 0) ↔ (∀ (n : Nat), 0 < n → (∃ (k : Nat), 3 * k = n) → (n + 4 + (n + 6) + (n + 8)) % 9 = 0) :=
  by paracert_unpack
