import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 6791ec65915a632652db68b1b97f6de6e0a024384d2689cbc86100ec365f3344
theorem pc_6791ec65915a6326_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Int) : (∀ (x y : Nat), x + y = pcLit0 → pcLit1 ∣ x → x / pcLit1 = y → ↑x - ↑y = (pcLit2 : Int)) ↔ (∀ (multiple count : Nat), multiple + count = pcLit0 → pcLit1 ∣ multiple → multiple / pcLit1 = count → ↑multiple - ↑count = (pcLit2 : Int)) :=
  by paracert_iff_rfl
theorem pc_6791ec65915a6326 : (∀ (x y : Nat), x + y = 17402 → 10 ∣ x → x / 10 = y → ↑x - ↑y = (14238 : Int)) ↔ (∀ (multiple count : Nat), multiple + count = 17402 → 10 ∣ multiple → multiple / 10 = count → ↑multiple - ↑count = (14238 : Int)) :=
  by with_reducible exact pc_6791ec65915a6326_schema (17402) (10) (14238)
