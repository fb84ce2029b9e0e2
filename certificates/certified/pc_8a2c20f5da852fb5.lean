import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: renaming · pair: 8a2c20f5da852fb5f46a6b39a0d6edcdbf226badea18c1317ba330a55acf2b81
theorem pc_8a2c20f5da852fb5 : (∀ (x y : Nat), x % 3 = 2 → y % 5 = 4 → x % 10 = y % 10 → 14 ≤ x) ↔ (∀ (count size : Nat), count % 3 = 2 → size % 5 = 4 → count % 10 = size % 10 → 14 ≤ count) :=
  by paracert_iff_rfl
