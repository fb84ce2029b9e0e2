import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "curry_uncurry" · pair: ed4d8540eea162289d7fb8ab5b3509d697ba11691a7089db99e5a3037f546957
theorem pc_ed4d8540eea16228_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) : (∀ (x y : Nat), 0 < x ∧ 0 < y → x * y + (x + y) = pcLit0 → x ^ 2 * y + x * y ^ 2 = pcLit1 → x ^ 2 + y ^ 2 = pcLit2) ↔ (∀ (x y : Nat), (0 < x ∧ 0 < y) ∧ x * y + (x + y) = pcLit0 → x ^ 2 * y + x * y ^ 2 = pcLit1 → x ^ 2 + y ^ 2 = pcLit2) :=
  by paracert_logic
theorem pc_ed4d8540eea16228 : (∀ (x y : Nat), 0 < x ∧ 0 < y → x * y + (x + y) = 71 → x ^ 2 * y + x * y ^ 2 = 880 → x ^ 2 + y ^ 2 = 146) ↔ (∀ (x y : Nat), (0 < x ∧ 0 < y) ∧ x * y + (x + y) = 71 → x ^ 2 * y + x * y ^ 2 = 880 → x ^ 2 + y ^ 2 = 146) :=
  by with_reducible exact pc_ed4d8540eea16228_schema (71) (880) (146)
