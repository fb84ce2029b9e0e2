import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "definitional_unpack" · pair: 48c230beb4f7e60debf5823ad53337522d8c99e9afac048ea467b4b92e0a0680
theorem pc_48c230beb4f7e60d_schema (pcLit0 : Nat) (pcLit1 : Nat) : (∀ (m n : Nat), Even m → Even n → m - n = 2 → m * n = pcLit0 → m = pcLit1) ↔ (∀ (m n : Nat), Even m → (∃ (r : Nat), n = r + r) → m - n = 2 → m * n = pcLit0 → m = pcLit1) :=
  by paracert_unpack
theorem pc_48c230beb4f7e60d : (∀ (m n : Nat), Even m → Even n → m - n = 2 → m * n = 288 → m = 18) ↔ (∀ (m n : Nat), Even m → (∃ (r : Nat), n = r + r) → m - n = 2 → m * n = 288 → m = 18) :=
  by with_reducible exact pc_48c230beb4f7e60d_schema (288) (18)
