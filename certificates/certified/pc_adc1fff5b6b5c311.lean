import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "notation" · pair: adc1fff5b6b5c311be5fc1375fec68d9fe18e50edb46b714fe111d88e0a69b91
theorem pc_adc1fff5b6b5c311 : (∀ n : Nat, Odd n ↔ n % 2 = 1) ↔ (∀ n : Nat, Odd n ↔ n % 2 = 1) :=
  by paracert_iff_rfl
