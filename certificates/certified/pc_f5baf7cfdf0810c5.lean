import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "contrapositive" · pair: f5baf7cfdf0810c5e31a19fc921da67d3c36c909f43628a551834c339f8ec525
theorem pc_f5baf7cfdf0810c5_schema (pcLit0 : Nat) (pcLit1 : Nat) : (∀ (a m c : Nat), a + m + c = pcLit0 → a * m * c + a * m + m * c + a * c ≤ pcLit1) ↔ (∀ (a m c : Nat), ¬ (a * m * c + a * m + m * c + a * c ≤ pcLit1) → ¬ (a + m + c = pcLit0)) :=
  by paracert_logic
theorem pc_f5baf7cfdf0810c5 : (∀ (a m c : Nat), a + m + c = 12 → a * m * c + a * m + m * c + a * c ≤ 112) ↔ (∀ (a m c : Nat), ¬ (a * m * c + a * m + m * c + a * c ≤ 112) → ¬ (a + m + c = 12)) :=
  by with_reducible exact pc_f5baf7cfdf0810c5_schema (12) (112)
