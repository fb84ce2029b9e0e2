import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: e107cba850844e20628976f5fee4afac5adc3ad8a4d88ad8ec77de5c7d333882
theorem pc_e107cba850844e20_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) (pcLit3 : Nat) (pcLit4 : Nat) : (∀ (n : Nat), 0 < n → pcLit0 ∣ n → (n + pcLit1 + (n + pcLit2) + (n + pcLit3)) % pcLit4 = 0) ↔ (∀ (multiple : Nat), 0 < multiple → pcLit0 ∣ multiple → (multiple + pcLit1 + (multiple + pcLit2) + (multiple + pcLit3)) % pcLit4 = 0) :=
  by paracert_iff_rfl
theorem pc_e107cba850844e20 : (∀ (n : Nat), 0 < n → 3 ∣ n → (n + 4 + (n + 6) + (n + 8)) % 9 = 0) ↔ (∀ (multiple : Nat), 0 < multiple → 3 ∣ multiple → (multiple + 4 + (multiple + 6) + (multiple + 8)) % 9 = 0) :=
  by with_reducible exact pc_e107cba850844e20_schema (3) (4) (6) (8) (9)
