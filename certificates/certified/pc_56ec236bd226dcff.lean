import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 56ec236bd226dcffb97a4a0b8a1217262759b4db6267ec8119c71a2cf836c6ad
theorem pc_56ec236bd226dcff_schema {R : Type} [Paracert.LinearOrderedField R] (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) : (∀ (a b x y : R), a * x + b * y = 3 → a * x ^ 2 + b * y ^ 2 = 7 → a * x ^ pcLit0 + b * y ^ pcLit0 = 16 → a * x ^ pcLit1 + b * y ^ pcLit1 = 42 → a * x ^ pcLit2 + b * y ^ pcLit2 = 20) ↔ (∀ (integer_value offset base_value shift : R), integer_value * base_value + offset * shift = 3 → integer_value * base_value ^ 2 + offset * shift ^ 2 = 7 → integer_value * base_value ^ pcLit0 + offset * shift ^ pcLit0 = 16 → integer_value * base_value ^ pcLit1 + offset * shift ^ pcLit1 = 42 → integer_value * base_value ^ pcLit2 + offset * shift ^ pcLit2 = 20) :=
  by paracert_iff_rfl
theorem pc_56ec236bd226dcff {R : Type} [Paracert.LinearOrderedField R] : (∀ (a b x y : R), a * x + b * y = 3 → a * x ^ 2 + b * y ^ 2 = 7 → a * x ^ 3 + b * y ^ 3 = 16 → a * x ^ 4 + b * y ^ 4 = 42 → a * x ^ 5 + b * y ^ 5 = 20) ↔ (∀ (integer_value offset base_value shift : R), integer_value * base_value + offset * shift = 3 → integer_value * base_value ^ 2 + offset * shift ^ 2 = 7 → integer_value * base_value ^ 3 + offset * shift ^ 3 = 16 → integer_value * base_value ^ 4 + offset * shift ^ 4 = 42 → integer_value * base_value ^ 5 + offset * shift ^ 5 = 20) :=
  by with_reducible exact pc_56ec236bd226dcff_schema (3) (4) (5)
