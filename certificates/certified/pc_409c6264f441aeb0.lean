import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: 409c6264f441aeb0a788d1cd3642548902becf845291fb7cc8dfa0eb884079b3
theorem pc_409c6264f441aeb0_schema (pcLit0 : Nat) (pcLit1 : Nat) : (∀ (a m c : Nat), a + m + c = pcLit0 → a * m * c + a * m + m * c + a * c ≤ pcLit1) ↔ (∀ (a m c : Nat), a + m + c = pcLit0 → pcLit1 ≥ a * m * c + a * m + m * c + a * c) :=
  by paracert_iff_rfl
theorem pc_409c6264f441aeb0 : (∀ (a m c : Nat), a + m + c = 12 → a * m * c + a * m + m * c + a * c ≤ 112) ↔ (∀ (a m c : Nat), a + m + c = 12 → 112 ≥ a * m * c + a * m + m * c + a * c) :=
  by with_reducible exact pc_409c6264f441aeb0_schema (12) (112)
