import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "hypothesis_reorder" · pair: 299e0553c7421f94cae2dd5c6748643ec6fe5087e21514cf379493ed5934b137
theorem pc_299e0553c7421f94_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) (pcLit3 : Nat) (pcLit4 : Nat) : (∀ (x y : Nat), x % pcLit0 = 2 → y % pcLit1 = pcLit2 → x % pcLit3 = y % pcLit3 → pcLit4 ≤ x) ↔ (∀ (x y : Nat), y % pcLit1 = pcLit2 → x % pcLit0 = 2 → x % pcLit3 = y % pcLit3 → pcLit4 ≤ x) :=
  by paracert_structural
theorem pc_299e0553c7421f94 : (∀ (x y : Nat), x % 3 = 2 → y % 5 = 4 → x % 10 = y % 10 → 14 ≤ x) ↔ (∀ (x y : Nat), y % 5 = 4 → x % 3 = 2 → x % 10 = y % 10 → 14 ≤ x) :=
  by with_reducible exact pc_299e0553c7421f94_schema (3) (5) (4) (10) (14)
