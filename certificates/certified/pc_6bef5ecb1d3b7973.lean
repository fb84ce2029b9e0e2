import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 6bef5ecb1d3b797361ee0eb7406d42d0cc9fd11485c3ce432f5d31ab81f884bd
theorem pc_6bef5ecb1d3b7973_schema (pcLit0 : Nat) (pcLit1 : Nat) : (∀ (a b c : Nat), 0 < a ∧ 0 < b ∧ 0 < c → b = a + 1 → c = b + 1 → a * b * c = pcLit0 * (a + b + c) → a ^ 2 + (b ^ 2 + c ^ 2) = pcLit1) ↔ (∀ (base_value count size : Nat), 0 < base_value ∧ 0 < count ∧ 0 < size → count = base_value + 1 → size = count + 1 → base_value * count * size = pcLit0 * (base_value + count + size) → base_value ^ 2 + (count ^ 2 + size ^ 2) = pcLit1) :=
  by paracert_iff_rfl
theorem pc_6bef5ecb1d3b7973 : (∀ (a b c : Nat), 0 < a ∧ 0 < b ∧ 0 < c → b = a + 1 → c = b + 1 → a * b * c = 8 * (a + b + c) → a ^ 2 + (b ^ 2 + c ^ 2) = 77) ↔ (∀ (base_value count size : Nat), 0 < base_value ∧ 0 < count ∧ 0 < size → count = base_value + 1 → size = count + 1 → base_value * count * size = 8 * (base_value + count + size) → base_value ^ 2 + (count ^ 2 + size ^ 2) = 77) :=
  by with_reducible exact pc_6bef5ecb1d3b7973_schema (8) (77)
