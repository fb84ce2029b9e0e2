import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: 69f117fbeda1a4f2416ec06d48ceab5691ef15c1feea3ec9310c741c61767395
theorem pc_69f117fbeda1a4f2_schema (pcLit0 : Nat) (pcLit1 : Nat) : (∀ (a m c : Nat), a + m + c = pcLit0 → a * m * c + a * m + m * c + a * c ≤ pcLit1) ↔ (∀ (m a c : Nat), a + m + c = pcLit0 → a * m * c + a * m + m * c + a * c ≤ pcLit1) :=
  by paracert_structural
theorem pc_69f117fbeda1a4f2 : (∀ (a m c : Nat), a + m + c = 12 → a * m * c + a * m + m * c + a * c ≤ 112) ↔ (∀ (m a c : Nat), a + m + c = 12 → a * m * c + a * m + m * c + a * c ≤ 112) :=
  by with_reducible exact pc_69f117fbeda1a4f2_schema (12) (112)
