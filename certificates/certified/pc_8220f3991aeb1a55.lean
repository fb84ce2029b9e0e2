import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "curry_uncurry" · pair: 8220f3991aeb1a55aa7b3fbfa10afb96e0383dd370642baf4c476c096320f808
theorem pc_8220f3991aeb1a55_schema (pcLit0 : Nat) (pcLit1 : Nat) : (∀ (m n : Nat), Even m → Even n → m - n = 2 → m * n = pcLit0 → m = pcLit1) ↔ (∀ (m n : Nat), Even m ∧ Even n → m - n = 2 → m * n = pcLit0 → m = pcLit1) :=
  by paracert_logic
theorem pc_8220f3991aeb1a55 : (∀ (m n : Nat), Even m → Even n → m - n = 2 → m * n = 288 → m = 18) ↔ (∀ (m n : Nat), Even m ∧ Even n → m - n = 2 → m * n = 288 → m = 18) :=
  by with_reducible exact pc_8220f3991aeb1a55_schema (288) (18)
