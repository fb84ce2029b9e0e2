import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 1f4d9aa1ac1523ea4ce4f856aba29ba4cda9fe6b40cae897a9618e87c0c4ed35
theorem pc_1f4d9aa1ac1523ea {G : Type} [Paracert.LeftCancelMonoid G] : (∀ {a b c : G}, a * b = a * c → b = c) ↔ (∀ {integer_value offset shift : G}, integer_value * offset = integer_value * shift → offset = shift) :=
  by paracert_iff_rfl
