import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: renaming · pair: d72ce3ccad5d7e0414ab38a21660feea74e0e218876d1f388c6329e800611f9d
theorem pc_d72ce3ccad5d7e04 : (∀ (x y : Nat), 0 < x ∧ 0 < y → 5 * x = y → ↑x - (3 : Int) + (y - (3 : Int)) = 30 → x = 6) ↔ (∀ (count size : Nat), 0 < count ∧ 0 < size → 5 * count = size → ↑count - (3 : Int) + (size - (3 : Int)) = 30 → count = 6) :=
  by paracert_iff_rfl
