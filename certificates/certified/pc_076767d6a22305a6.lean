import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: 076767d6a22305a6ca34d057f0d0f4b1c46875a45347efedd717c29ee59c941f
theorem pc_076767d6a22305a6_schema (pcLit0 : Int) (pcLit1 : Int) (pcLit2 : Int) (pcLit3 : Int) (pcLit4 : Nat) (pcLit5 : Int) : (∀ (x y : Int), x % pcLit0 = pcLit1 → y % pcLit0 = pcLit2 → (x + 1) ^ 2 * (y + pcLit3) ^ pcLit4 % pcLit0 = pcLit5) ↔ (∀ (y x : Int), x % pcLit0 = pcLit1 → y % pcLit0 = pcLit2 → (x + 1) ^ 2 * (y + pcLit3) ^ pcLit4 % pcLit0 = pcLit5) :=
  by paracert_structural
theorem pc_076767d6a22305a6 : (∀ (x y : Int), x % 19 = 4 → y % 19 = 7 → (x + 1) ^ 2 * (y + 5) ^ 3 % 19 = 13) ↔ (∀ (y x : Int), x % 19 = 4 → y % 19 = 7 → (x + 1) ^ 2 * (y + 5) ^ 3 % 19 = 13) :=
  by with_reducible exact pc_076767d6a22305a6_schema (19) (4) (7) (5) (3) (13)
