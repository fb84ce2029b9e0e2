import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: notation_switch · pair: f8427a8b64208a20084eff0e93d743417dca3a1564d280bba6c6fa553da565c4
theorem pc_f8427a8b64208a20 : (∀ (n : Nat), n < 101 → 101 ∣ 123456 - n → n = 34) ↔ (∀ (n : Nat), n < 101 → (∃ (k : Nat), 101 * k = 123456 - n) → n = 34) :=
  by paracert_unpack
