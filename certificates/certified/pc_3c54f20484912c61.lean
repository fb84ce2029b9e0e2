import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: notation · pair: 3c54f20484912c61b5525971b5e27b0e1be82f2c6a610477760db5b20004da9c
theorem pc_3c54f20484912c61 : (∀ a b c : Nat, a < b → b ≤ c → a < c) ↔ (∀ a b c : Nat, a < b → b ≤ c → a < c) :=
  by paracert_iff_rfl
