import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: notation_switch · pair: f3251e89c6440dd9aea3780a56c6e1a64709ac2dcb8e9968cd4514deeb2c1512
theorem pc_f3251e89c6440dd9 : (∀ (n : Nat), 3 ∣ n ^ 3 + 2 * n) ↔ (∀ (n : Nat), ∃ (k : Nat), 3 * k = n ^ 3 + 2 * n) :=
  by paracert_unpack
