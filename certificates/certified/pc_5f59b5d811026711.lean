import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: notation_switch · pair: 5f59b5d811026711ec9f2aeab568fe4573027bb602970a5e16f8ac7e0bf3e155
theorem pc_5f59b5d811026711 : (∀ (m n : Nat), Even m → Even n → m - n = 2 → m * n = 288 → m = 18) ↔ (∀ (m n : Nat), m % 2 = 0 → Even n → m - n = 2 → m * n = 288 → m = 18) :=
  by paracert_notation
