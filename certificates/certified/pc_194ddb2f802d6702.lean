import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "contrapositive" · pair: 194ddb2f802d6702ab9e4af141463e448a33ee5f05f3d862d38ef9c9630e2089
theorem pc_194ddb2f802d6702_schema (pcLit0 : Nat) (pcLit1 : Nat) : (∀ (m n : Nat), Even m → Even n → m - n = 2 → m * n = pcLit0 → m = pcLit1) ↔ (∀ (m n : Nat), Even m → Even n → m - n = 2 → ¬ (m = pcLit1) → ¬ (m * n = pcLit0)) :=
  by paracert_logic
theorem pc_194ddb2f802d6702 : (∀ (m n : Nat), Even m → Even n → m - n = 2 → m * n = 288 → m = 18) ↔ (∀ (m n : Nat), Even m → Even n → m - n = 2 → ¬ (m = 18) → ¬ (m * n = 288)) :=
  by with_reducible exact pc_194ddb2f802d6702_schema (288) (18)
