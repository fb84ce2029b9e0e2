import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: notation_switch · pair: fa53572e1c8c54c8ea1b61db2fd51f6e9f4a1da379e4206c0bc78c2f11a35d05
theorem pc_fa53572e1c8c54c8 : (∀ (n : Nat), ¬ (7 ∣ 2 ^ n + 1)) ↔ (∀ (n : Nat), ¬ (∃ (k : Nat), 7 * k = 2 ^ n + 1)) :=
  by paracert_unpack
