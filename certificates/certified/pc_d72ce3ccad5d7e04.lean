import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: d72ce3ccad5d7e0414ab38a21660feea74e0e218876d1f388c6329e800611f9d
theorem pc_d72ce3ccad5d7e04_schema (pcLit0 : Nat) (pcLit1 : Int) (pcLit2 : Int) (pcLit3 : Nat) : (∀ (x y : Nat), 0 < x ∧ 0 < y → pcLit0 * x = y → ↑x - (pcLit1 : Int) + (y - (pcLit1 : Int)) = pcLit2 → x = pcLit3) ↔ (∀ (count size : Nat), 0 < count ∧ 0 < size → pcLit0 * count = size → ↑count - (pcLit1 : Int) + (size - (pcLit1 : Int)) = pcLit2 → count = pcLit3) :=
  by paracert_iff_rfl
theorem pc_d72ce3ccad5d7e04 : (∀ (x y : Nat), 0 < x ∧ 0 < y → 5 * x = y → ↑x - (3 : Int) + (y - (3 : Int)) = 30 → x = 6) ↔ (∀ (count size : Nat), 0 < count ∧ 0 < size → 5 * count = size → ↑count - (3 : Int) + (size - (3 : Int)) = 30 → count = 6) :=
  by with_reducible exact pc_d72ce3ccad5d7e04_schema (5) (3) (30) (6)
