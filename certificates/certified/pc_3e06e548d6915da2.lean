import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: 3e06e548d6915da218cfe26b51b393005def23060bc1af9fd320fb0ed7bc3b4f
theorem pc_3e06e548d6915da2_schema (pcLit0 : Nat) (pcLit1 : Int) (pcLit2 : Int) (pcLit3 : Nat) : (∀ (x y : Nat), 0 < x ∧ 0 < y → pcLit0 * x = y → ↑x - (pcLit1 : Int) + (y - (pcLit1 : Int)) = pcLit2 → x = pcLit3) ↔ (∀ (x y : Nat), 0 < x ∧ 0 < y → y = pcLit0 * x → ↑x - (pcLit1 : Int) + (y - (pcLit1 : Int)) = pcLit2 → x = pcLit3) :=
  by paracert_rules
theorem pc_3e06e548d6915da2 : (∀ (x y : Nat), 0 < x ∧ 0 < y → 5 * x = y → ↑x - (3 : Int) + (y - (3 : Int)) = 30 → x = 6) ↔ (∀ (x y : Nat), 0 < x ∧ 0 < y → y = 5 * x → ↑x - (3 : Int) + (y - (3 : Int)) = 30 → x = 6) :=
  by with_reducible exact pc_3e06e548d6915da2_schema (5) (3) (30) (6)
