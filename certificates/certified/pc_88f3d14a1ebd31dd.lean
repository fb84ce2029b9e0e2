import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "curry_uncurry" · pair: 88f3d14a1ebd31dde15ef9b86d7c7a6b28c172953c3d999f3e102a9b66400178
theorem pc_88f3d14a1ebd31dd_schema (pcLit0 : Int) (pcLit1 : Int) : (∀ (x y : Int), 0 < y → y < x → x + y + x * y = pcLit0 → x = pcLit1) ↔ (∀ (x y : Int), 0 < y ∧ y < x → x + y + x * y = pcLit0 → x = pcLit1) :=
  by paracert_logic
theorem pc_88f3d14a1ebd31dd : (∀ (x y : Int), 0 < y → y < x → x + y + x * y = 80 → x = 26) ↔ (∀ (x y : Int), 0 < y ∧ y < x → x + y + x * y = 80 → x = 26) :=
  by with_reducible exact pc_88f3d14a1ebd31dd_schema (80) (26)
