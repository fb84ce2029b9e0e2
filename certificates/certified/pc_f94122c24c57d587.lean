import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: f94122c24c57d587c1f796ee4c1c25b0b9713e7e8fe8abfcb785bdfe7b96d4ec
theorem pc_f94122c24c57d587_schema (pcLit0 : Nat) (pcLit1 : Nat) : (∀ (a m c : Nat), a + m + c = pcLit0 → a * m * c + a * m + m * c + a * c ≤ pcLit1) ↔ (∀ (count size amount : Nat), count + size + amount = pcLit0 → count * size * amount + count * size + size * amount + count * amount ≤ pcLit1) :=
  by paracert_iff_rfl
theorem pc_f94122c24c57d587 : (∀ (a m c : Nat), a + m + c = 12 → a * m * c + a * m + m * c + a * c ≤ 112) ↔ (∀ (count size amount : Nat), count + size + amount = 12 → count * size * amount + count * size + size * amount + count * amount ≤ 112) :=
  by with_reducible exact pc_f94122c24c57d587_schema (12) (112)
