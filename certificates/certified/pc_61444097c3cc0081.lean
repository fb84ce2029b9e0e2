import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: 61444097c3cc0081124c4cfcae68e63df283bd58f807a57a866ccddfda83b144
theorem pc_61444097c3cc0081_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) (pcLit3 : Nat) (pcLit4 : Nat) : (∀ (x y : Nat), x % pcLit0 = 2 → y % pcLit1 = pcLit2 → x % pcLit3 = y % pcLit3 → pcLit4 ≤ x) ↔ (∀ (y x : Nat), x % pcLit0 = 2 → y % pcLit1 = pcLit2 → x % pcLit3 = y % pcLit3 → pcLit4 ≤ x) :=
  by paracert_structural
theorem pc_61444097c3cc0081 : (∀ (x y : Nat), x % 3 = 2 → y % 5 = 4 → x % 10 = y % 10 → 14 ≤ x) ↔ (∀ (y x : Nat), x % 3 = 2 → y % 5 = 4 → x % 10 = y % 10 → 14 ≤ x) :=
  by with_reducible exact pc_61444097c3cc0081_schema (3) (5) (4) (10) (14)
