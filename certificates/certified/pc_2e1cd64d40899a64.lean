import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: notation_switch · pair: 2e1cd64d40899a64e08e2f13387845bbf1a3fde20c22cd86fbd88ec092be8ee9
theorem pc_2e1cd64d40899a64 : (∀ (m n : Nat), Even m → Even n → m - n = 2 → m * n = 288 → m = 18) ↔ (∀ (m n : Nat), Even m → n % 2 = 0 → m - n = 2 → m * n = 288 → m = 18) :=
  by paracert_notation
