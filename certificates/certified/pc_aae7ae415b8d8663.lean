import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: aae7ae415b8d86639b7bc63305b7b09c1cd6237debce432e54ad4036cfce78f9
theorem pc_aae7ae415b8d8663_schema (pcLit0 : Nat) (pcLit1 : Nat) : (∀ (m n : Nat), Even m → Even n → m - n = 2 → m * n = pcLit0 → m = pcLit1) ↔ (∀ (count size : Nat), Even count → Even size → count - size = 2 → count * size = pcLit0 → count = pcLit1) :=
  by paracert_iff_rfl
theorem pc_aae7ae415b8d8663 : (∀ (m n : Nat), Even m → Even n → m - n = 2 → m * n = 288 → m = 18) ↔ (∀ (count size : Nat), Even count → Even size → count - size = 2 → count * size = 288 → count = 18) :=
  by with_reducible exact pc_aae7ae415b8d8663_schema (288) (18)
