import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 8a2c20f5da852fb5f46a6b39a0d6edcdbf226badea18c1317ba330a55acf2b81
theorem pc_8a2c20f5da852fb5_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) (pcLit3 : Nat) (pcLit4 : Nat) : (∀ (x y : Nat), x % pcLit0 = 2 → y % pcLit1 = pcLit2 → x % pcLit3 = y % pcLit3 → pcLit4 ≤ x) ↔ (∀ (count size : Nat), count % pcLit0 = 2 → size % pcLit1 = pcLit2 → count % pcLit3 = size % pcLit3 → pcLit4 ≤ count) :=
  by paracert_iff_rfl
theorem pc_8a2c20f5da852fb5 : (∀ (x y : Nat), x % 3 = 2 → y % 5 = 4 → x % 10 = y % 10 → 14 ≤ x) ↔ (∀ (count size : Nat), count % 3 = 2 → size % 5 = 4 → count % 10 = size % 10 → 14 ≤ count) :=
  by with_reducible exact pc_8a2c20f5da852fb5_schema (3) (5) (4) (10) (14)
