import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: 95ce90cbd52d79318a801f067a2f241b1a3fe71dcb64d1a16335a276946af8ea
theorem pc_95ce90cbd52d7931_schema (pcLit0 : Nat) (pcLit1 : Nat) : (∀ (a m c : Nat), a + m + c = pcLit0 → a * m * c + a * m + m * c + a * c ≤ pcLit1) ↔ (∀ (a m c : Nat), pcLit0 = a + m + c → a * m * c + a * m + m * c + a * c ≤ pcLit1) :=
  by paracert_rules
theorem pc_95ce90cbd52d7931 : (∀ (a m c : Nat), a + m + c = 12 → a * m * c + a * m + m * c + a * c ≤ 112) ↔ (∀ (a m c : Nat), 12 = a + m + c → a * m * c + a * m + m * c + a * c ≤ 112) :=
  by with_reducible exact pc_95ce90cbd52d7931_schema (12) (112)
