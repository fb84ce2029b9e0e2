import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "definitional_unpack" · pair: b2cf7af423c44ce134da8d415f8fbafd1467aa9467530b850d3a8bb0d7099c18
theorem pc_b2cf7af423c44ce1_schema (pcLit0 : Nat) (pcLit1 : Nat) : (∀ (m n : Nat), Even m → Even n → m - n = 2 → m * n = pcLit0 → m = pcLit1) ↔ (∀ (m n : Nat), (∃ (r : Nat), m = r + r) → Even n → m - n = 2 → m * n = pcLit0 → m = pcLit1) :=
  by paracert_unpack
theorem pc_b2cf7af423c44ce1 : (∀ (m n : Nat), Even m → Even n → m - n = 2 → m * n = 288 → m = 18) ↔ (∀ (m n : Nat), (∃ (r : Nat), m = r + r) → Even n → m - n = 2 → m * n = 288 → m = 18) :=
  by with_reducible exact pc_b2cf7af423c44ce1_schema (288) (18)
