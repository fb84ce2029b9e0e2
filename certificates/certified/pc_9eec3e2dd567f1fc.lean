import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "curry_uncurry" · pair: 9eec3e2dd567f1fc5344da4080815d49d28e0d3c06224efbf2c9623903405268
theorem pc_9eec3e2dd567f1fc_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) (pcLit3 : Nat) (pcLit4 : Nat) : (∀ (x y : Nat), x % pcLit0 = 2 → y % pcLit1 = pcLit2 → x % pcLit3 = y % pcLit3 → pcLit4 ≤ x) ↔ (∀ (x y : Nat), x % pcLit0 = 2 ∧ y % pcLit1 = pcLit2 → x % pcLit3 = y % pcLit3 → pcLit4 ≤ x) :=
  by paracert_logic
theorem pc_9eec3e2dd567f1fc : (∀ (x y : Nat), x % 3 = 2 → y % 5 = 4 → x % 10 = y % 10 → 14 ≤ x) ↔ (∀ (x y : Nat), x % 3 = 2 ∧ y % 5 = 4 → x % 10 = y % 10 → 14 ≤ x) :=
  by with_reducible exact pc_9eec3e2dd567f1fc_schema (3) (5) (4) (10) (14)
