import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: a30f6a410d6f10cf6d4e17054ccea4b6d51acf0e0535296e2437fbb764759b0a
theorem pc_a30f6a410d6f10cf_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) (pcLit3 : Nat) (pcLit4 : Nat) : (∀ (x y : Nat), x % pcLit0 = 2 → y % pcLit1 = pcLit2 → x % pcLit3 = y % pcLit3 → pcLit4 ≤ x) ↔ (∀ (x y : Nat), x % pcLit0 = 2 → y % pcLit1 = pcLit2 → x % pcLit3 = y % pcLit3 → x ≥ pcLit4) :=
  by paracert_iff_rfl
theorem pc_a30f6a410d6f10cf : (∀ (x y : Nat), x % 3 = 2 → y % 5 = 4 → x % 10 = y % 10 → 14 ≤ x) ↔ (∀ (x y : Nat), x % 3 = 2 → y % 5 = 4 → x % 10 = y % 10 → x ≥ 14) :=
  by with_reducible exact pc_a30f6a410d6f10cf_schema (3) (5) (4) (10) (14)
